import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/site";

/**
 * Everything public may be crawled; the API may not. The portal is deliberately not named here: a
 * Disallow line would only advertise its path. Its pages send `noindex, nofollow` (the admin layout's
 * metadata) and need a session. No Host line: it is not part of the robots.txt standard (RFC 9309).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: "/api/" }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
