"use client";
import { useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { CaseStudiesTable } from "@/components/admin/case-studies/case-studies-table";
import { Icon } from "@/components/admin/icons";
import { BulkBar, useSelection } from "@/components/admin/lists/bulk-bar";
import { usePortalSession } from "@/components/admin/portal-session";
import { ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { CASE_STUDY_UI, deleteCaseStudy, useAdminCaseStudies, useRevalidateCaseStudies, type CaseStudyListItem } from "@/lib/api/case-studies";
import { ADMIN_BASE } from "@/lib/constants";

const NEW_CASE_STUDY = `${ADMIN_BASE}/case-studies/new`;

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The case-study list (SPEC 2.2): drafts included, 10 per page, the page kept in the address. */
export function CaseStudiesListClient() {
  const { isAdmin } = usePortalSession();
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const page = pageFrom(useSearchParams().get("page"));
  const { data, error, isLoading, mutate } = useAdminCaseStudies(page);
  const revalidate = useRevalidateCaseStudies();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const selection = useSelection(data?.caseStudies.map((item) => item.id) ?? []);

  const goTo = (target: number) => router.push(target > 1 ? `${pathname}?page=${target}` : pathname, { scroll: true });

  // A page past the end (its last row was deleted) falls back to the last page.
  const totalPages = data?.totalPages ?? 0;
  useEffect(() => {
    if (data && page > 1 && data.caseStudies.length === 0 && totalPages >= 1) {
      router.replace(totalPages > 1 ? `${pathname}?page=${totalPages}` : pathname);
    }
  }, [data, page, totalPages, pathname, router]);

  const onDelete = async (item: CaseStudyListItem) => {
    if (!confirmDelete(CASE_STUDY_UI.deleteConfirm)) return;
    setDeletingId(item.id);
    try {
      await deleteCaseStudy(item.id);
      toast.success(CASE_STUDY_UI.deleted);
      await revalidate();
    } catch {
      toast.error(CASE_STUDY_UI.deleteError);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Studii de caz"
        description="Proiectele prezentate pe pagina Studii de caz, publicate sau în lucru."
        actions={
          <ButtonLink href={NEW_CASE_STUDY}>
            <Icon name="plus" className="h-4 w-4" />
            Adaugă studiu de caz
          </ButtonLink>
        }
      />
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message={CASE_STUDY_UI.listError} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă studiile de caz..." />
        ) : data.caseStudies.length === 0 && page === 1 ? (
          <EmptyState
            icon={<Icon name="caseStudy" className="h-10 w-10" />}
            title="Nu există încă studii de caz"
            description="Prezentați primul proiect de succes al agenției."
            actionHref={NEW_CASE_STUDY}
            actionLabel="Creează primul studiu de caz"
          />
        ) : (
          <>
            <BulkBar path="/case-studies/bulk" selection={selection} canDelete={isAdmin} items={data.caseStudies} onDone={revalidate} />
            <CaseStudiesTable items={data.caseStudies} canDelete={isAdmin} deletingId={deletingId} onDelete={(item) => void onDelete(item)} selection={selection} />
            <Pagination page={page} totalPages={data.totalPages} onChange={goTo} label="Paginare studii de caz" />
          </>
        )}
      </div>
    </>
  );
}
