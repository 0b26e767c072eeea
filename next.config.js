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
  },
  experimental: {
    // Uploads are capped at 8 MB by the API; the proxy must not truncate bodies before that check runs.
    proxyClientMaxBodySize: "20mb",
  },
  async headers() {
    return [
      { source: "/((?!uploads/).*)", headers: securityHeaders.forPath() },
      // Font file names carry a content hash (scripts/subset-fonts.mjs), so they never change in place.
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

module.exports = nextConfig;
