import type { Metadata } from "next";
import { absoluteUrl, defaultOgImage, SITE_DESCRIPTION, SITE_LOCALE, TITLE_BRAND, TITLE_MAX, TITLE_SEPARATOR } from "./site";
import { clampText, firstFilled, htmlToText } from "./text";

export type SeoImage = { url: string; width: number; height: number; alt: string };

export type SeoInput = {
  /** The page's own title (its metaTitle, else a fallback); pageTitle() decides what is rendered. */
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
  /** RSS feeds announced with <link rel="alternate" type="application/rss+xml">. */
  feeds?: Array<{ url: string; title: string }>;
};

export const DESCRIPTION_MAX = 160;

/** metaTitle, else the item's title, else the given fallback. */
export function pickTitle(metaTitle: string | null | undefined, ...fallbacks: Array<string | null | undefined>): string {
  return firstFilled(metaTitle, ...fallbacks) || TITLE_BRAND;
}

/** A trailing " – pagina N" of the list pages: kept whole when the title before it has to be shortened. */
const PAGE_QUALIFIER = /\s–\spagina \d+$/;

/**
 * At most `max` characters ending in "…", cut after a whole word (trailing punctuation dropped).
 * Only a single word longer than the limit is cut inside itself: there is no other place to cut.
 */
function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max - 1);
  const head = space > 0 ? text.slice(0, space) : text.slice(0, max - 1);
  return `${head.replace(/[\s,;:.|–—-]+$/, "")}…`;
}

/**
 * The rendered title (also og:title and twitter:title) of a public page, never over 60 characters:
 * - the page's title as written, with " | Agenție de marketing online" only when the whole still fits;
 * - a title over 60 (only a fallback can be: meta titles are limited to 60 when saved) is shortened
 *   after a whole word with "…", keeping a list page's " – pagina N" so pages stay distinct.
 */
export function pageTitle(title: string): string {
  const flat = title.replace(/\s+/g, " ").trim() || TITLE_BRAND;
  const branded = `${flat}${TITLE_SEPARATOR}${TITLE_BRAND}`;
  if (branded.length <= TITLE_MAX && !flat.toLowerCase().includes(TITLE_BRAND.toLowerCase())) return branded;
  if (flat.length <= TITLE_MAX) return flat;
  const qualifier = PAGE_QUALIFIER.exec(flat)?.[0] ?? "";
  return `${shortenAtWord(flat.slice(0, flat.length - qualifier.length), TITLE_MAX - qualifier.length)}${qualifier}`;
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
 * Complete head metadata for one public page: title (absolute, see pageTitle), description,
 * canonical URL, Open Graph (ro_RO, the brand as site name, image) and a large-image Twitter card. Each
 * page sets the whole openGraph object because Next replaces, not merges, nested metadata objects.
 * Pages call it through publicMetadata (lib/server/public-metadata.ts), which passes the saved brand.
 */
export function buildMetadata(input: SeoInput, siteName: string): Metadata {
  const url = absoluteUrl(input.path);
  // Absolute: the root layout's template would append the suffix whatever the length.
  const title = pageTitle(input.title);
  const description = clampText(input.description || SITE_DESCRIPTION, DESCRIPTION_MAX);
  const image = input.image === "route" ? null : (input.image ?? defaultOgImage(siteName));
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined;

  const common = {
    title,
    description,
    url,
    siteName,
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
    title: { absolute: title },
    description,
    alternates: {
      canonical: url,
      ...(input.feeds?.length ? { types: { "application/rss+xml": input.feeds.map((feed) => ({ url: absoluteUrl(feed.url), title: feed.title })) } } : {}),
    },
    openGraph,
    twitter: {
      card: "summary_large_image",
      title,
      description,
      ...(images ? { images } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * Metadata of a page that is not found: no canonical. Its noindex comes from Next, which writes one
 * robots tag into every not-found response (a second one here made two).
 */
export function notFoundMetadata(): Metadata {
  return { title: "Pagina nu a fost găsită" };
}
