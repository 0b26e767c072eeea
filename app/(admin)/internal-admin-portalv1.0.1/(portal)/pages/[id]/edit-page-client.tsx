"use client";
import { Icon } from "@/components/admin/icons";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { PageForm } from "@/components/admin/pages/page-form";
import { DASHBOARD, usePageDone } from "@/components/admin/pages/use-page-done";
import { usePortalSession } from "@/components/admin/portal-session";
import { buttonClass, ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner, StatusBadge } from "@/components/ui/states";
import { PAGE_UI, pageDetailPath, publicPagePath, type PageDetail } from "@/lib/api/pages";
import { useFreshResource } from "@/lib/api/resource";

export function EditPageClient({ id }: { id: string }) {
  const { isAdmin } = usePortalSession();
  const done = usePageDone();
  const valid = /^\d{1,9}$/.test(id);
  // Loaded fresh on every visit, so the updated_at sent back on save is current (QUALITY D1).
  const { data: page, error, loading, reload, replace } = useFreshResource<PageDetail>(valid ? pageDetailPath(id) : null);
  return (
    <>
      <PageHeader
        title="Editează pagina"
        description={page ? (page.slug === "tarife" ? "Tarife" : page.name) : undefined}
        actions={
          <>
            {page?.status === "published" ? (
              <a href={publicPagePath(page.slug)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
                <Icon name="external" className="h-4 w-4" />
                Vezi pagina pe site<span className="sr-only"> (se deschide într-o filă nouă)</span>
              </a>
            ) : null}
            <ButtonLink href={DASHBOARD} variant="ghost">
              ← Înapoi la dashboard
            </ButtonLink>
          </>
        }
      />
      {page ? (
        <p className="-mt-3 mb-5 flex items-center gap-2 text-sm text-muted">
          Status curent: <StatusBadge status={page.status} />
        </p>
      ) : null}
      <div aria-live="polite">
        {!valid || error ? (
          <ItemLoadError
            error={error}
            missing={!valid}
            notFoundMessage={PAGE_UI.notFound}
            loadErrorMessage={PAGE_UI.loadError}
            listHref={DASHBOARD}
            listLabel="Înapoi la dashboard"
            onRetry={reload}
          />
        ) : loading || !page ? (
          <Spinner label="Se încarcă pagina..." />
        ) : (
          <PageForm key={page.id} page={page} cancelHref={DASHBOARD} canDelete={isAdmin} onNewerLoaded={replace} {...done} />
        )}
      </div>
    </>
  );
}
