import "server-only";
import { revalidateTag } from "next/cache";
import { draftMode } from "next/headers";

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
 * Marks the public caches a content write touched as stale (ARCHITECTURE 9): the list tag, the item's
 * slug tags (old and new) and the sitemap, nothing else. Visitors keep getting the previous version
 * while the next request regenerates it in the background (revalidateTag's "max" profile). The writer's
 * own browser gets Next's draft mode instead, so the editor's next look at the site renders the saved
 * content at once, past every cache (Next's and the proxy's, which passes the draft cookie through).
 * Outside a Next request (unit tests, seeding) there is no cache to expire.
 */
export async function revalidateContent(tags: Array<string | null | undefined>): Promise<void> {
  const unique = [...new Set([...tags.filter((t): t is string => Boolean(t)), TAGS.sitemap])];
  try {
    for (const tag of unique) revalidateTag(tag, "max");
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store missing/.test(error.message)) throw error;
    return;
  }
  await previewSavedContent(true);
}

/** Turns the writer's preview of saved content on (after a write) or off (at logout). */
export async function previewSavedContent(on: boolean): Promise<void> {
  let draft;
  try {
    draft = await draftMode();
  } catch (error) {
    if (error instanceof Error && /outside a request scope/.test(error.message)) return;
    throw error;
  }
  if (on) draft.enable();
  else draft.disable();
}
