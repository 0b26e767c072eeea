"use client";
import { editScreen, newScreen } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel } from "@/components/admin/editor-shell/editor-model";
import { CASE_STUDY_UI, caseStudyPath, useRevalidateCaseStudies, type CaseStudy } from "@/lib/api/case-studies";
import { ADMIN_BASE } from "@/lib/constants";
import { CaseStudyForm } from "./case-study-form";

/** The case study editor (SPEC 2.2): /case-studies/new and /case-studies/{id}. */
export const CASE_STUDY_EDITOR: EditorModel<CaseStudy> = {
  list: { href: `${ADMIN_BASE}/case-studies`, back: "Înapoi la studii de caz" },
  messages: CASE_STUDY_UI,
  edit: { title: "Editează studiul de caz", loading: "Se încarcă studiul de caz...", describe: (item) => item.title },
  create: { title: "Creează un studiu de caz nou", description: "Îl puteți salva ca Draft până este gata de publicare." },
  path: (id) => (isNumericId(id) ? caseStudyPath(id) : null),
  useRefresh: useRevalidateCaseStudies,
  Form: CaseStudyForm,
};

export const EditCaseStudy = editScreen(CASE_STUDY_EDITOR);
export const NewCaseStudy = newScreen(CASE_STUDY_EDITOR);
