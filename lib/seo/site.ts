/**
 * Site identity used by metadata, JSON-LD, the sitemap and the Open Graph image. The public URL comes
 * from NEXT_PUBLIC_SITE_URL (inlined at build time), like metadataBase in app/layout.tsx.
 */
import { siteConfig } from "@/lib/site-config";

/** The brand (the same wordmark the header shows), used as og:site_name and in structured data. */
export const SITE_NAME = siteConfig.brandName;
export const SITE_TAGLINE = "Marketing online care aduce clienți, nu doar vizite";
export const SITE_DESCRIPTION = siteConfig.description;
export const SITE_LOCALE = "ro_RO";

/**
 * The suffix a page title gets when it fits: "<title> | Agenție de marketing online". The root
 * layout's template and lib/seo/metadata.ts (which decides per page) both use it.
 */
export const TITLE_BRAND = "Agenție de marketing online";
export const TITLE_SEPARATOR = " | ";
/** Longest title a page renders; search results cut longer ones (the meta title limit of SPEC 5). */
export { META_TITLE_MAX as TITLE_MAX } from "@/lib/constants";
export const SITE_LANGUAGE = "ro-RO";

/** Default Open Graph image (app/opengraph-image.tsx): its route and its fixed size. */
export const DEFAULT_OG_IMAGE = { url: "/opengraph-image", width: 1200, height: 630, alt: `${SITE_NAME}: ${SITE_TAGLINE}` } as const;
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Services the agency sells, for Organization.knowsAbout and the default OG image. */
export const SITE_EXPERTISE = ["SEO", "Google Ads (PPC)", "Branding", "Social media marketing", "Content marketing", "Creare website-uri"] as const;

export function siteUrl(): string {
  const raw = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";
  return raw.replace(/\/+$/, "");
}

/** "/blog/x" -> "https://site.ro/blog/x"; absolute URLs pass through. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}
