"use client";
import { useState } from "react";
import { Icon } from "@/components/admin/icons";
import { BulkBar, useSelection } from "@/components/admin/lists/bulk-bar";
import { usePortalSession } from "@/components/admin/portal-session";
import { ServicesTree } from "@/components/admin/services/services-tree";
import { ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { countServices, deleteService, SERVICE_UI, useRevalidateServices, useServiceTree, type ServiceSummary } from "@/lib/api/services";
import { ADMIN_BASE } from "@/lib/constants";

const NEW_SERVICE = `${ADMIN_BASE}/services/new`;

/** The services tree (SPEC 2.2): every status, main services with their sub-services under them. */
export function ServicesListClient() {
  const { isAdmin } = usePortalSession();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useServiceTree();
  const revalidate = useRevalidateServices();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState("");
  const all = (data ?? []).flatMap((main) => [main, ...main.sub_services]);
  const selection = useSelection(all.map((service) => service.id));

  const onDelete = async (service: ServiceSummary) => {
    if (!confirmDelete(SERVICE_UI.deleteConfirm(service.title))) return;
    setDeleteError("");
    setDeletingId(service.id);
    try {
      await deleteService(service.id);
      toast.success(SERVICE_UI.deleted);
      await revalidate();
    } catch (failure) {
      // e.g. the 409 of a main service that still has sub-services: the server says what to do.
      setDeleteError(errorMessage(failure, SERVICE_UI.deleteError));
    } finally {
      setDeletingId(null);
    }
  };

  const counts = data ? countServices(data) : null;
  return (
    <>
      <PageHeader
        title="Servicii"
        description={
          counts
            ? `${counts.main} servicii principale și ${counts.sub} sub-servicii. Sub-serviciile apar sub serviciul lor principal.`
            : "Serviciile principale și sub-serviciile lor, afișate pe site."
        }
        actions={
          <ButtonLink href={NEW_SERVICE}>
            <Icon name="plus" className="h-4 w-4" />
            Adaugă serviciu
          </ButtonLink>
        }
      />
      {deleteError ? (
        <div role="alert" className="mb-4 flex items-start justify-between gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <span>{deleteError}</span>
          <button type="button" onClick={() => setDeleteError("")} aria-label="Închide mesajul" className="rounded p-0.5 hover:bg-red-100">
            <Icon name="close" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message={SERVICE_UI.listError} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă serviciile..." />
        ) : data.length === 0 ? (
          <EmptyState
            icon={<Icon name="services" className="h-10 w-10" />}
            title={SERVICE_UI.empty}
            description="Creați primul serviciu; sub-serviciile se adaugă apoi sub el."
            actionHref={NEW_SERVICE}
            actionLabel="Creează primul serviciu"
          />
        ) : (
          <>
            <BulkBar path="/services/bulk" selection={selection} canDelete={isAdmin} items={all} onDone={revalidate} />
            <ServicesTree services={data} canDelete={isAdmin} deletingId={deletingId} onDelete={onDelete} selection={selection} />
          </>
        )}
      </div>
    </>
  );
}
