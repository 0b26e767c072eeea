import { BLOG_CATEGORIES } from "@/lib/constants";
import { slugify } from "@/lib/slug";

/** /blog/rss.xml: the newest published articles; ?categorie={slug} for one category's. */
export const FEED_PATH = "/blog/rss.xml";
export const FEED_SIZE = 20;
export const FEED_CATEGORY_QUERY = "categorie";

/** A category's name from the slug the feed's address carries ("social-media-management"); undefined when none matches. */
export function feedCategory(slug: string): (typeof BLOG_CATEGORIES)[number] | undefined {
  return BLOG_CATEGORIES.find((category) => slugify(category) === slug);
}

/** The feed of all articles, or of one category. */
export const feedHref = (category?: string | null) => (category ? `${FEED_PATH}?${FEED_CATEGORY_QUERY}=${slugify(category)}` : FEED_PATH);
