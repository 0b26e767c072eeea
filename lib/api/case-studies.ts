"use client";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { BLOG_MSG } from "@/lib/validation/blog";
import { CASE_STUDY_MSG, type CaseStudyInput } from "@/lib/validation/case-study";
import { DEFAULT_PAGE_SIZE } from "@/lib/constants";
import { api } from "./client";
import { useApi, type Paged } from "./hooks";

import type { CaseStudy, CaseStudyListItem } from "@/lib/dto/case-study";
export type { CaseStudy, CaseStudyListItem };

/** The body of POST /case-studies and PUT /case-studies/{id}: what the shared schema takes (updated_at for QUALITY D1). */
export type CaseStudyPayload = CaseStudyInput;

/** What the case-study screens show: SPEC 8's messages plus the confirmations and toasts. */
export const CASE_STUDY_UI = {
  ...CASE_STUDY_MSG,
  duplicateSlug: BLOG_MSG.duplicateSlug,
  deleteConfirm: "Sunteți sigur că doriți să ștergeți acest studiu de caz?",
  created: "Studiul de caz a fost creat.",
  saved: "Studiul de caz a fost salvat.",
  uploadPending: "Imaginea se încarcă încă. Așteptați finalizarea încărcării, apoi salvați din nou.",
} as const;

export const CASE_STUDIES_KEY = "/case-studies";

export const caseStudiesListKey = (page: number) =>
  `${CASE_STUDIES_KEY}?page=${page}&publishedOnly=false&perPage=${DEFAULT_PAGE_SIZE}`;

/** The admin list: drafts included, 10 per page; the previous page stays shown while the next loads. */
export const useAdminCaseStudies = (page: number) =>
  useApi<Paged<"caseStudies", CaseStudyListItem>>(caseStudiesListKey(page), { keepPreviousData: true });

export const caseStudyPath = (id: string | number) => `${CASE_STUDIES_KEY}/${encodeURIComponent(String(id))}`;

export const saveCaseStudy = (id: number | null, payload: CaseStudyPayload) =>
  id === null ? api.post<CaseStudy>(CASE_STUDIES_KEY, payload) : api.put<CaseStudy>(caseStudyPath(id), payload);

export const deleteCaseStudy = (id: number) => api.delete<{ message: string }>(caseStudyPath(id));

/** Revalidates every page of the admin list (after a create, save or delete). */
export function useRevalidateCaseStudies() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === "string" && key.startsWith(`${CASE_STUDIES_KEY}?`)), [mutate]);
}
