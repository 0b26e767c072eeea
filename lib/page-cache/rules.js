// @ts-check
// Which requests the page cache may answer and which responses it may keep. The decision to keep a
// response is Next's own: only what it marks cacheable for a shared cache (s-maxage, or public with
// max-age), exactly what a CDN in front of the app would keep.

// lib/constants.ts ADMIN_BASE (a unit test keeps the two equal): the portal passes the middleware's
// session check on every request, so none of it may be answered from here.
const PORTAL = "/internal-admin-portalv1.0.1";
const BYPASS_PREFIXES = ["/api/", "/_next/image", "/uploads/", `${PORTAL}/`];
const BYPASS_EXACT = ["/api", PORTAL];
// Client-side navigation asks for the RSC payload with these; the document cache never answers them.
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];
// A content write purges pages at once (lib/server/revalidate.ts); the cap bounds what any change
// outside that path could leave stale.
const MAX_PAGE_TTL_SECONDS = 600;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** @param {string} url @returns {string} */
function pathOf(url) {
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
}

/** @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} req */
function isCandidate(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url || "/";
  if (!url.startsWith("/") || url.includes("_rsc=")) return false;
  if (req.headers.range !== undefined) return false;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const path = pathOf(url);
  return !BYPASS_EXACT.includes(path) && !BYPASS_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Build assets carry their content hash in the path; a query string (?dpl=…) does not change them.
 * @param {string} url
 */
function cacheKey(url) {
  const path = pathOf(url);
  return path.startsWith("/_next/static/") ? path : url;
}

/** @param {string} cacheControl */
function forbidsSharedCache(cacheControl) {
  return /\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

/**
 * How long a response may be kept, or null when it must not be: only 200s that set no cookie and
 * that Cache-Control opens to shared caches.
 * @param {number} status
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {{ ttlMs: number, immutable: boolean } | null}
 */
function cacheability(status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return null;
  const cc = String(headers["cache-control"] || "").toLowerCase();
  if (forbidsSharedCache(cc)) return null;
  const shared = /\bs-maxage=(\d+)/.exec(cc);
  const publicMax = /\bpublic\b/.test(cc) ? /\bmax-age=(\d+)/.exec(cc) : null;
  const seconds = Number((shared || publicMax || [])[1] || 0);
  if (seconds <= 0) return null;
  const immutable = /\bimmutable\b/.test(cc);
  return { ttlMs: (immutable ? seconds : Math.min(seconds, MAX_PAGE_TTL_SECONDS)) * 1000, immutable };
}

/** @param {string | string[] | number | undefined} contentType */
function isCompressible(contentType) {
  return COMPRESSIBLE.test(String(contentType || ""));
}

/**
 * The best encoding the client accepts: br, then gzip, else identity (RFC 9110 12.5.3, q-values and *).
 * @param {string | undefined} header
 * @returns {"br" | "gzip" | "identity"}
 */
function pickEncoding(header) {
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of String(header || "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (/** @type {string} */ name) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/**
 * Weak comparison of If-None-Match with the entry's tag (RFC 9110 13.1.2).
 * @param {string | undefined} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!header) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

module.exports = { PORTAL, MAX_PAGE_TTL_SECONDS, isCandidate, cacheKey, cacheability, forbidsSharedCache, isCompressible, pickEncoding, matchesEtag };
