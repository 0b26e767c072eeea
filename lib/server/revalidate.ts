import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { purgePageCache } from "@/lib/page-cache/signal";

/** Cache tags of the public pages; each read is tagged so a write can expire exactly what it touched. */
export const TAGS = {
  pages: "pages",
  blog: "blog",
  caseStudies: "case-studies",
  team: "team",
  services: "services",
  plans: "plans",
  questions: "marketing-questions",
  sitemap: "sitemap",
  page: (slug: string) => `page:${slug}`,
  blogPost: (slug: string) => `blog:${slug}`,
  caseStudy: (slug: string) => `case-study:${slug}`,
  service: (slug: string) => `service:${slug}`,
} as const;

/**
 * Expires public caches after a content write (ARCHITECTURE 9): the list tag, the item's slug tags
 * (old and new) and the sitemap, and the server's compressed page cache in front of them (lib/page-cache),
 * whole, since any page may show the item in its menus. Immediate expiry, so the next visitor sees
 * the change. Outside a Next request (unit tests, seeding) there is no cache to expire.
 */
export function revalidateContent(tags: Array<string | null | undefined>, paths: string[] = []): void {
  const unique = [...new Set([...tags.filter((t): t is string => Boolean(t)), TAGS.sitemap])];
  purgePageCache();
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 });
    for (const p of paths) revalidatePath(p);
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store missing/.test(error.message)) throw error;
  }
}
