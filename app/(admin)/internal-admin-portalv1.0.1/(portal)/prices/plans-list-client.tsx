"use client";
import { useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Icon } from "@/components/admin/icons";
import { PlansTable } from "@/components/admin/plans/plans-table";
import { usePortalSession } from "@/components/admin/portal-session";
import { ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { useApi, type Paged, type Plan } from "@/lib/api/hooks";
import { ADMIN_PLANS_PREFIX, deletePlan, PLAN_UI, useRevalidatePlans } from "@/lib/api/plans";
import { ADMIN_BASE, DEFAULT_PAGE_SIZE } from "@/lib/constants";

const NEW_PLAN = `${ADMIN_BASE}/prices/new`;

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The plan list (SPEC 2.2): 10 per page, the page kept in the address so "back" returns to it. */
export function PlansListClient() {
  const { isAdmin } = usePortalSession();
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const page = pageFrom(useSearchParams().get("page"));
  // The same key as useAdminPlans; the previous page stays on screen while the next one loads.
  const { data, error, isLoading, mutate } = useApi<Paged<"packages", Plan>>(
    `${ADMIN_PLANS_PREFIX}?page=${page}&perPage=${DEFAULT_PAGE_SIZE}`,
    { keepPreviousData: true },
  );
  const revalidatePlans = useRevalidatePlans();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const goTo = (target: number) => router.push(target > 1 ? `${pathname}?page=${target}` : pathname, { scroll: true });

  // A page past the end (the last row of the last page was deleted) falls back to the last page.
  const totalPages = data?.totalPages ?? 0;
  useEffect(() => {
    if (data && page > 1 && data.packages.length === 0 && totalPages >= 1) {
      router.replace(totalPages > 1 ? `${pathname}?page=${totalPages}` : pathname);
    }
  }, [data, page, totalPages, pathname, router]);

  const onDelete = async (plan: Plan) => {
    if (!confirmDelete(PLAN_UI.deleteConfirm)) return;
    setDeletingId(plan.uuid);
    try {
      await deletePlan(plan.uuid);
      toast.success(PLAN_UI.deleted);
      await revalidatePlans();
    } catch {
      toast.error(PLAN_UI.deleteError);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Planuri și pachete"
        description="Pachetele de preț afișate pe pagina Tarife, grupate pe categorii."
        actions={
          <ButtonLink href={NEW_PLAN}>
            <Icon name="plus" className="h-4 w-4" />
            Adaugă pachet
          </ButtonLink>
        }
      />
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message={PLAN_UI.listError} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă pachetele..." />
        ) : data.packages.length === 0 && page === 1 ? (
          <EmptyState
            icon={<Icon name="plans" className="h-10 w-10" />}
            title="Nu există încă pachete de preț"
            description="Creați primul pachet pentru a-l afișa pe pagina Tarife."
            actionHref={NEW_PLAN}
            actionLabel="Creează primul pachet"
          />
        ) : (
          <>
            <PlansTable plans={data.packages} canDelete={isAdmin} deletingId={deletingId} onDelete={onDelete} />
            <Pagination page={page} totalPages={data.totalPages} onChange={goTo} label="Paginare pachete" />
          </>
        )}
      </div>
    </>
  );
}
