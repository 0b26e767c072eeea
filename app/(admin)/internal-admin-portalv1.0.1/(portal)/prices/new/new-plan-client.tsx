"use client";
import { PlanForm } from "@/components/admin/plans/plan-form";
import { PLANS_LIST, usePlanSaved } from "@/components/admin/plans/use-plan-saved";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/states";

export function NewPlanClient() {
  const onSaved = usePlanSaved();
  return (
    <>
      <PageHeader
        title="Adaugă un pachet nou"
        description="Completați detaliile pachetului; îl puteți salva ca Draft până este gata de publicare."
        actions={
          <ButtonLink href={PLANS_LIST} variant="ghost">
            ← Înapoi la pachete
          </ButtonLink>
        }
      />
      <PlanForm cancelHref={PLANS_LIST} onSaved={onSaved} />
    </>
  );
}
