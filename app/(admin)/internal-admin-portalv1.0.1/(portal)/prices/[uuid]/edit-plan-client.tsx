"use client";
import { PlanForm } from "@/components/admin/plans/plan-form";
import { PLANS_LIST, usePlanSaved } from "@/components/admin/plans/use-plan-saved";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner } from "@/components/ui/states";
import { PLAN_UI, usePlanForEdit } from "@/lib/api/plans";

export function EditPlanClient({ uuid }: { uuid: string }) {
  const onSaved = usePlanSaved();
  const { plan, error, loading, retry, replace } = usePlanForEdit(uuid);
  return (
    <>
      <PageHeader
        title="Editează pachetul"
        description={plan ? plan.name : undefined}
        actions={
          <ButtonLink href={PLANS_LIST} variant="ghost">
            ← Înapoi la pachete
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {loading ? (
          <Spinner label="Se încarcă pachetul..." />
        ) : error || !plan ? (
          <ItemLoadError
            error={error}
            notFoundMessage={PLAN_UI.notFound}
            loadErrorMessage={PLAN_UI.loadError}
            listHref={PLANS_LIST}
            listLabel="Înapoi la pachete"
            onRetry={retry}
          />
        ) : (
          <PlanForm key={plan.uuid} plan={plan} cancelHref={PLANS_LIST} onSaved={onSaved} onNewerLoaded={replace} />
        )}
      </div>
    </>
  );
}
