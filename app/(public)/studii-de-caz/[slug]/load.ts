import "server-only";
import { cache } from "react";
import type { CaseStudy, CaseStudyListItem } from "@/lib/server/case-studies";
import { getPublishedCaseStudy, listPublishedCaseStudies } from "@/lib/server/public-data";

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The published case study, or null when missing, malformed or unreadable (the page then goes to /404). */
export const loadCaseStudy = cache(async (slug: string): Promise<CaseStudy | null> => {
  if (!SLUG_FORMAT.test(slug) || slug.length > 200) return null;
  try {
    return await getPublishedCaseStudy(slug);
  } catch (error) {
    console.error(`[public] case study "${slug}" could not be loaded`, error);
    return null;
  }
});

/** Up to three other published case studies, newest first; never fails the page. */
export async function loadOtherCaseStudies(excludeId: number, count = 3): Promise<CaseStudyListItem[]> {
  try {
    return (await listPublishedCaseStudies(1)).caseStudies.filter((c) => c.id !== excludeId).slice(0, count);
  } catch (error) {
    console.error("[public] other case studies could not be loaded", error);
    return [];
  }
}
