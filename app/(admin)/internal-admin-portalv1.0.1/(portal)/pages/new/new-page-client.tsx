"use client";
import { PageForm } from "@/components/admin/pages/page-form";
import { DASHBOARD, usePageDone } from "@/components/admin/pages/use-page-done";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/states";

export function NewPageClient() {
  const done = usePageDone();
  return (
    <>
      <PageHeader
        title="Creează o pagină nouă"
        description="Pagina publicată apare pe site la adresa din slug și în meniul Administrare Pagini."
        actions={
          <ButtonLink href={DASHBOARD} variant="ghost">
            ← Înapoi la dashboard
          </ButtonLink>
        }
      />
      <PageForm cancelHref={DASHBOARD} canDelete={false} {...done} />
    </>
  );
}
