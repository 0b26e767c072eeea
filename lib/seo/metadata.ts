import type { Metadata } from "next";
import { absoluteUrl, DEFAULT_OG_IMAGE, SITE_DESCRIPTION, SITE_LOCALE, SITE_NAME } from "./site";
import { clampText, firstFilled, htmlToText } from "./text";

export type SeoImage = { url: string; width: number; height: number; alt: string };

export type SeoInput = {
  /** The page's own title; the root layout's template adds the site name. */
  title: string;
  description: string;
  /** Path of the canonical URL ("/blog/slug", "/blog?category=SEO"). */
  path: string;
  /**
   * "route": an opengraph-image file next to the page supplies a 1200 x 630 image, so no image is
   * declared here (Next merges the file in only when the page sets none). Otherwise the given image,
   * or the site's default card.
   */
  image?: SeoImage | "route";
  type?: "website" | "article";
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string; tags?: string[] };
  noIndex?: boolean;
};

export const DESCRIPTION_MAX = 160;

/** metaTitle, else the item's title, else the given fallback. */
export function pickTitle(metaTitle: string | null | undefined, ...fallbacks: Array<string | null | undefined>): string {
  return firstFilled(metaTitle, ...fallbacks) || SITE_NAME;
}

/** metaDescription, else the excerpt, else the text of some HTML, else the site's description; at most 160 characters. */
export function pickDescription(
  metaDescription: string | null | undefined,
  excerpt?: string | null,
  html?: string | null,
  fallback: string = SITE_DESCRIPTION,
): string {
  return clampText(firstFilled(metaDescription, excerpt, htmlToText(html), fallback), DESCRIPTION_MAX);
}

/**
 * Complete head metadata for one public page: title (through the root template), description,
 * canonical URL, Open Graph (ro_RO, site name, image) and a large-image Twitter card. Each page sets
 * the whole openGraph object because Next replaces, not merges, nested metadata objects.
 */
export function buildMetadata(input: SeoInput): Metadata {
  const url = absoluteUrl(input.path);
  const description = clampText(input.description || SITE_DESCRIPTION, DESCRIPTION_MAX);
  const image = input.image === "route" ? null : (input.image ?? DEFAULT_OG_IMAGE);
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined;

  const common = {
    title: input.title,
    description,
    url,
    siteName: SITE_NAME,
    locale: SITE_LOCALE,
    ...(images ? { images } : {}),
  };
  const openGraph: Metadata["openGraph"] =
    input.type === "article"
      ? {
          ...common,
          type: "article",
          ...(input.article?.publishedTime ? { publishedTime: input.article.publishedTime } : {}),
          ...(input.article?.modifiedTime ? { modifiedTime: input.article.modifiedTime } : {}),
          ...(input.article?.section ? { section: input.article.section } : {}),
          ...(input.article?.tags?.length ? { tags: input.article.tags } : {}),
        }
      : { ...common, type: "website" };

  return {
    title: input.title,
    description,
    alternates: { canonical: url },
    openGraph,
    twitter: {
      card: "summary_large_image",
      title: input.title,
      description,
      ...(images ? { images } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata of a page that is not found: never indexed, no canonical. */
export function notFoundMetadata(): Metadata {
  return { title: "Pagina nu a fost găsită", robots: { index: false, follow: true } };
}
