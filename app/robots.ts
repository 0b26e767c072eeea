import type { MetadataRoute } from "next";
import { ADMIN_BASE } from "@/lib/constants";
import { absoluteUrl, siteUrl } from "@/lib/seo/site";

/** Everything public may be crawled; the portal and the API may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [ADMIN_BASE, "/api/"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: siteUrl(),
  };
}
