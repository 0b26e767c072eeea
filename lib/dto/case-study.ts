import type { caseStudies } from "@/lib/db/schema";
import type { Dto } from "./dto";

/** GET /case-studies/{id} and the public case-study page: every column of case_studies (lib/db/schema.ts). */
export type CaseStudy = Dto<typeof caseStudies.$inferSelect>;

/** What a list leaves out: the content, the one heavy field, which only the case study's own page shows. */
export const CASE_STUDY_DETAIL_ONLY = ["content", "focusKeyphrase"] as const;

export type CaseStudyListItem = Omit<CaseStudy, (typeof CASE_STUDY_DETAIL_ONLY)[number]>;

/** The header's dropdown: the newest published case studies. */
export type CaseStudyHeaderItem = Pick<CaseStudy, "id" | "title" | "slug">;
