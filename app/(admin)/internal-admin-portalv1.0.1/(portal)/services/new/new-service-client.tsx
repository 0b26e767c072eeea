"use client";
import { useSearchParams } from "next/navigation";
import { ServiceForm } from "@/components/admin/services/service-form";
import { parseParentId } from "@/components/admin/services/service-form-values";
import { SERVICES_LIST, useServiceSaved } from "@/components/admin/services/use-service-saved";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/states";

/** /services/new; ?parent_id= preselects the parent (SPEC 2.2). */
export function NewServiceClient() {
  const onSaved = useServiceSaved();
  const parentId = parseParentId(useSearchParams().get("parent_id"));
  return (
    <>
      <PageHeader
        title={parentId ? "Adaugă un sub-serviciu" : "Adaugă un serviciu nou"}
        description="Completați detaliile serviciului; îl puteți salva ca Draft până este gata de publicare."
        actions={
          <ButtonLink href={SERVICES_LIST} variant="ghost">
            ← Înapoi la servicii
          </ButtonLink>
        }
      />
      <ServiceForm initialParentId={parentId} cancelHref={SERVICES_LIST} onSaved={onSaved} />
    </>
  );
}
