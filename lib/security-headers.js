// Shared by next.config.js (CommonJS), proxy.ts and tests; kept in plain JS so the config can require it.
const isProd = process.env.NODE_ENV === "production";
// React uses eval in development only, to rebuild server error stacks in the browser (Next's CSP guide).
const devEval = isProd ? "" : " 'unsafe-eval'";

/**
 * The public site's policy, sent by next.config.js headers(). Public pages are prerendered and cached
 * (ISR, the page cache, a CDN), so they cannot carry a per-request nonce: their inline scripts
 * (consent defaults, page settle, JSON-LD, Next's own) need 'unsafe-inline'.
 */
const csp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com" + devEval,
  "style-src 'self' 'unsafe-inline'",
  // https: for an image field that names an address elsewhere (lib/image-src.ts); images run nothing.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com",
  "frame-src https://www.googletagmanager.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The API's origin when NEXT_PUBLIC_API_BASE points at another server, else "". */
function apiOrigin() {
  const base = process.env.NEXT_PUBLIC_API_BASE || "";
  try {
    return /^https?:\/\//i.test(base) ? ` ${new URL(base).origin}` : "";
  } catch {
    return "";
  }
}

/**
 * The portal's policy, built per request by proxy.ts (Next's nonce pattern): scripts run only
 * with this request's nonce, which Next puts on its own tags, and what they load ('strict-dynamic').
 * No 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': the editor and React set style
 * attributes, which a nonce cannot cover. No analytics in the portal.
 * @param {string} nonce
 */
function portalCsp(nonce) {
  const api = apiOrigin();
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self'${api}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Every response but uploads (which send their own, stricter set). */
function common() {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  if (isProd) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}

module.exports = { common, csp, portalCsp };
