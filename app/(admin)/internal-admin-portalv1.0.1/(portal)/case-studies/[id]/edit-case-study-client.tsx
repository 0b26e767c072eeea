"use client";
import { CaseStudyForm } from "@/components/admin/case-studies/case-study-form";
import { CASE_STUDIES_LIST, useCaseStudySaved } from "@/components/admin/case-studies/use-case-study-saved";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner } from "@/components/ui/states";
import { CASE_STUDY_UI, caseStudyPath, type CaseStudy } from "@/lib/api/case-studies";
import { useFreshResource } from "@/lib/api/resource";

/** Only numeric ids reach the API here: a slug in the address would load by slug instead. */
const validId = (id: string) => /^\d{1,9}$/.test(id);

export function EditCaseStudyClient({ id }: { id: string }) {
  const onSaved = useCaseStudySaved();
  const { data: item, error, loading, reload, replace } = useFreshResource<CaseStudy>(validId(id) ? caseStudyPath(id) : null);
  return (
    <>
      <PageHeader
        title="Editează studiul de caz"
        description={item ? item.title : undefined}
        actions={
          <ButtonLink href={CASE_STUDIES_LIST} variant="ghost">
            ← Înapoi la studii de caz
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {loading ? (
          <Spinner label="Se încarcă studiul de caz..." />
        ) : error || !item ? (
          <ItemLoadError
            error={error}
            missing={!validId(id)}
            notFoundMessage={CASE_STUDY_UI.notFound}
            loadErrorMessage={CASE_STUDY_UI.loadError}
            listHref={CASE_STUDIES_LIST}
            listLabel="Înapoi la studii de caz"
            onRetry={reload}
          />
        ) : (
          <CaseStudyForm key={item.id} item={item} cancelHref={CASE_STUDIES_LIST} onSaved={onSaved} onNewerLoaded={replace} />
        )}
      </div>
    </>
  );
}
