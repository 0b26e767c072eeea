"use client";
import { CaseStudyForm } from "@/components/admin/case-studies/case-study-form";
import { CASE_STUDIES_LIST, useCaseStudySaved } from "@/components/admin/case-studies/use-case-study-saved";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/states";

export function NewCaseStudyClient() {
  const onSaved = useCaseStudySaved();
  return (
    <>
      <PageHeader
        title="Creează un studiu de caz nou"
        description="Îl puteți salva ca Draft până este gata de publicare."
        actions={
          <ButtonLink href={CASE_STUDIES_LIST} variant="ghost">
            ← Înapoi la studii de caz
          </ButtonLink>
        }
      />
      <CaseStudyForm cancelHref={CASE_STUDIES_LIST} onSaved={onSaved} />
    </>
  );
}
