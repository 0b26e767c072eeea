"use client";
import { ServiceForm } from "@/components/admin/services/service-form";
import { SERVICES_LIST, useServiceSaved } from "@/components/admin/services/use-service-saved";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner } from "@/components/ui/states";
import { useFreshResource } from "@/lib/api/resource";
import { SERVICE_UI, type Service } from "@/lib/api/services";

/** /services/{id}: loaded fresh on every visit so the save carries the current updated_at. */
export function EditServiceClient({ id }: { id: string }) {
  const onSaved = useServiceSaved();
  const valid = /^\d{1,9}$/.test(id);
  const { data: service, error, loading, reload, replace } = useFreshResource<Service>(valid ? `/services/id/${id}` : null);
  return (
    <>
      <PageHeader
        title="Editează serviciul"
        description={service ? service.title : undefined}
        actions={
          <ButtonLink href={SERVICES_LIST} variant="ghost">
            ← Înapoi la servicii
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {!valid || error ? (
          <ItemLoadError
            error={error}
            missing={!valid}
            notFoundMessage={SERVICE_UI.notFound}
            loadErrorMessage={SERVICE_UI.loadError}
            listHref={SERVICES_LIST}
            listLabel="Înapoi la servicii"
            onRetry={reload}
          />
        ) : loading || !service ? (
          <Spinner label="Se încarcă serviciul..." />
        ) : (
          <ServiceForm key={service.id} service={service} cancelHref={SERVICES_LIST} onSaved={onSaved} onNewerLoaded={replace} />
        )}
      </div>
    </>
  );
}
