import "server-only";
import { cache } from "react";
import type { CaseStudy, CaseStudyListItem } from "@/lib/dto/case-study";
import { getPublishedCaseStudy, listPublishedCaseStudies } from "@/lib/server/public-data";
import { readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { isSlug } from "@/lib/slug";

/**
 * The published case study; null only when there is none (or the slug cannot be one): the page then
 * goes to /404. READ_FAILED when it could not be read: never a 404, never cached (ARCHITECTURE 16).
 */
export const loadCaseStudy = cache(async (slug: string): Promise<CaseStudy | null | ReadFailed> => {
  if (!isSlug(slug)) return null;
  return readOrFailed("case study", () => getPublishedCaseStudy(slug));
});

/** Up to three other published case studies, newest first; READ_FAILED when the list could not be read. */
export async function loadOtherCaseStudies(excludeId: number, count = 3): Promise<CaseStudyListItem[] | ReadFailed> {
  return readOrFailed("other case studies", async () =>
    (await listPublishedCaseStudies(1)).caseStudies.filter((c) => c.id !== excludeId).slice(0, count),
  );
}
