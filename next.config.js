/** @type {import('next').NextConfig} */
const securityHeaders = require("./lib/security-headers.js");

const nextConfig = {
  // A separate build folder lets several builds (e.g. parallel e2e servers) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === "1",
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp"],
  images: {
    // Uploaded images are served by app/uploads/[filename]/route.ts; next/image may optimise them.
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }, { pathname: "/**" }],
    formats: ["image/avif", "image/webp"],
    // Fewer widths than Next's eight: every responsive image names each width in its srcset, in the HTML
    // of every page that shows it (the home page has 22 such images). None of ours is shown wider than
    // 1280 CSS px: 1920 covers that at 1.5x, sharp enough for a photo; 2048 and 3840 add little but bytes.
    deviceSizes: [640, 828, 1080, 1920],
  },
  // ISR pages and tagged data: in the process's memory, or in Redis shared by every instance when
  // REDIS_URL is set (lib/cache/cache-handler.js). Next's own memory layer would sit in front of it.
  cacheHandler: require.resolve("./lib/cache/cache-handler.js"),
  cacheMaxMemorySize: 0,
  // scripts/start.mjs names each build after its sources (APP_BUILD_ID) and keeps the name beside it,
  // so the server knows its build's id without reading Next's files; a build made by hand gets its own.
  generateBuildId: async () => process.env.APP_BUILD_ID || `manual-${Date.now()}`,
  experimental: {
    // Unknown URLs render app/global-not-found.tsx: with a root layout per audience there is no single
    // layout for a 404, and a root not-found.tsx would sit in every page's payload.
    globalNotFound: true,
    // Uploads are capped at 8 MB by the API; the proxy must not truncate bodies before that check runs.
    proxyClientMaxBodySize: "20mb",
  },
  async headers() {
    return [
      { source: "/((?!uploads/).*)", headers: securityHeaders.common() },
      // The portal gets a per-request nonce policy from proxy.ts instead; two policies would both apply.
      {
        source: "/((?!uploads/|internal-admin-portalv1\\.0\\.1(?:/|$)).*)",
        headers: [{ key: "Content-Security-Policy", value: securityHeaders.csp }],
      },
      // Font file names carry a content hash (scripts/subset-fonts.mjs), so they never change in place.
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

module.exports = nextConfig;
