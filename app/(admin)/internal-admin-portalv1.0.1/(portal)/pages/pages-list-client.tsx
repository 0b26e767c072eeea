"use client";
import { Icon } from "@/components/admin/icons";
import { BulkBar, useSelection } from "@/components/admin/lists/bulk-bar";
import { PagesTable } from "@/components/admin/pages/pages-table";
import { usePortalSession } from "@/components/admin/portal-session";
import { notifyPagesUpdated } from "@/components/admin/sidebar-pages";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { usePages } from "@/lib/api/hooks";
import { pageTitle } from "@/lib/api/pages";
import { ADMIN_BASE } from "@/lib/constants";

const NEW_PAGE = `${ADMIN_BASE}/pages/new`;

/** Every page in one list, so several can be published, moved to draft or deleted at once. */
export function PagesListClient() {
  const { isAdmin } = usePortalSession();
  const { data, error, isLoading, mutate } = usePages();
  const selection = useSelection(data?.map((page) => page.id) ?? []);
  const reload = async () => {
    await mutate();
    notifyPagesUpdated();
  };

  return (
    <>
      <PageHeader
        title="Pagini"
        description="Paginile site-ului; cele în draft sunt vizibile doar aici."
        actions={
          <ButtonLink href={NEW_PAGE}>
            <Icon name="plus" className="h-4 w-4" />
            Creează pagină
          </ButtonLink>
        }
      />
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message="Nu s-a putut încărca lista de pagini." onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă paginile..." />
        ) : data.length === 0 ? (
          <EmptyState icon={<Icon name="pages" className="h-10 w-10" />} title="Nu există încă pagini" description="Creați prima pagină a site-ului." actionHref={NEW_PAGE} actionLabel="Creează pagină" />
        ) : (
          <>
            <BulkBar path="/pages/bulk" selection={selection} canDelete={isAdmin} items={data.map((page) => ({ id: page.id, title: pageTitle(page) }))} onDone={reload} />
            <PagesTable pages={data} selection={selection} />
          </>
        )}
      </div>
    </>
  );
}
