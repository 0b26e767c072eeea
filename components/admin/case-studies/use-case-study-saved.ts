"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui/toast";
import { CASE_STUDY_UI, useRevalidateCaseStudies, type CaseStudy } from "@/lib/api/case-studies";
import { ADMIN_BASE } from "@/lib/constants";

export const CASE_STUDIES_LIST = `${ADMIN_BASE}/case-studies`;

/** After a save: a success toast, fresh list pages, back to the list (SPEC 2.2). */
export function useCaseStudySaved() {
  const router = useRouter();
  const toast = useToast();
  const revalidate = useRevalidateCaseStudies();
  return useCallback(
    (_item: CaseStudy, created: boolean) => {
      toast.success(created ? CASE_STUDY_UI.created : CASE_STUDY_UI.saved);
      void revalidate();
      router.push(CASE_STUDIES_LIST);
    },
    [router, toast, revalidate],
  );
}
