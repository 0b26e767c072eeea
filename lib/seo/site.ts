/**
 * What metadata, JSON-LD, the sitemap and the Open Graph image share. The brand name is a setting
 * ("Setări", SiteConfig.brandName), passed in by the caller; the public URL comes from
 * NEXT_PUBLIC_SITE_URL (inlined at build time), like metadataBase in lib/seo/root-metadata.ts.
 */
export const SITE_TAGLINE = "Marketing online care aduce clienți, nu doar vizite";
export const SITE_DESCRIPTION =
  "Agenție de marketing online pentru afaceri mici și mijlocii: SEO, PPC, branding, social media, content și website-uri care aduc clienți.";
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

export const OG_SIZE = { width: 1200, height: 630 } as const;
export const DEFAULT_OG_IMAGE_URL = "/opengraph-image";

/** The default Open Graph card (app/opengraph-image.tsx), which shows the brand and the tagline. */
export function defaultOgImage(siteName: string) {
  return { url: DEFAULT_OG_IMAGE_URL, ...OG_SIZE, alt: `${siteName}: ${SITE_TAGLINE}` };
}

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
