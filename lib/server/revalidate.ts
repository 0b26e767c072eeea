import "server-only";
import { revalidateTag } from "next/cache";
import { draftMode } from "next/headers";
import type { ContentKind } from "@/lib/public-paths";

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
  settings: "site-settings",
  /** The redirects in the public URL table (whose live paths expire with the sitemap tag). */
  redirects: "redirects",
  page: (slug: string) => `page:${slug}`,
  blogPost: (slug: string) => `blog:${slug}`,
  caseStudy: (slug: string) => `case-study:${slug}`,
  service: (slug: string) => `service:${slug}`,
} as const;

/** The public caches one content item shows in: its kind's lists and menus, and its own page. */
export const itemTags = (kind: ContentKind, slug: string): string[] =>
  ({
    blog: [TAGS.blog, TAGS.blogPost(slug)],
    caseStudy: [TAGS.caseStudies, TAGS.caseStudy(slug)],
    service: [TAGS.services, TAGS.service(slug)],
    page: [TAGS.pages, TAGS.page(slug)],
  })[kind];

/**
 * Whether this code runs in Next's server (NEXT_RUNTIME, the variable Next documents for its
 * runtimes, is unset anywhere else). There every content write comes from a route handler or a
 * Server Action, where Next documents revalidateTag and draftMode; outside it (API and unit tests,
 * scripts) there is neither a request nor a cache to expire.
 */
export const inNextServer = Boolean(process.env.NEXT_RUNTIME);

/**
 * Marks the public caches a content write touched as stale (ARCHITECTURE 9): the list tag, the item's
 * slug tags (old and new) and the sitemap, nothing else; the next visitor of a page that shows them
 * gets it rendered anew (lib/cache), every other page stays cached. The writer's own browser gets
 * Next's draft mode as well, so the editor's next look at the site renders the saved content at once,
 * past every cache (Next's and the proxy's, which passes the draft cookie through).
 */
export async function revalidateContent(tags: Array<string | null | undefined>): Promise<void> {
  if (!inNextServer) return;
  expireContent(tags);
  await previewSavedContent(true);
}

/** The tags alone, with the sitemap's: for a change no editor made (a scheduled item going live). */
export function expireContent(tags: Array<string | null | undefined>): void {
  if (!inNextServer) return;
  const unique = [...new Set([...tags.filter((t): t is string => Boolean(t)), TAGS.sitemap])];
  for (const tag of unique) revalidateTag(tag, "max");
}

/** Turns the writer's preview of saved content on (after a write) or off (at logout). */
export async function previewSavedContent(on: boolean): Promise<void> {
  if (!inNextServer) return;
  const draft = await draftMode();
  if (on) draft.enable();
  else draft.disable();
}
