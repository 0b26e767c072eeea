"use client";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { editScreen, newScreen, useEditorDone } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel } from "@/components/admin/editor-shell/editor-model";
import { Icon } from "@/components/admin/icons";
import { usePortalSession } from "@/components/admin/portal-session";
import { notifyPagesUpdated } from "@/components/admin/sidebar-pages";
import { buttonClass } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/states";
import { isOnSite, scheduledAt } from "@/lib/content-status";
import { useToast } from "@/components/ui/toast";
import { PAGE_UI, pageDetailPath, pageTitle, publicPagePath, type PageDto } from "@/lib/api/pages";
import { ADMIN_BASE } from "@/lib/constants";
import { PageForm } from "./page-form";

/** After a save or a delete the sidebar's page list reloads (the pagesUpdated event) and the dashboard's counts. */
function useRefreshPages() {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    notifyPagesUpdated();
    return mutate("/dashboard");
  }, [mutate]);
}

/** The static page editor (SPEC 2.2): /pages/new and /pages/{id}; pages have no list, the dashboard shows them. */
export const PAGE_EDITOR: EditorModel<PageDto> = {
  list: { href: `${ADMIN_BASE}/dashboard`, back: "Înapoi la dashboard" },
  messages: PAGE_UI,
  edit: {
    title: "Editează pagina",
    loading: "Se încarcă pagina...",
    describe: pageTitle,
    actions: (page) =>
      isOnSite(page) ? (
        <a href={publicPagePath(page.slug)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
          <Icon name="external" className="h-4 w-4" />
          Vezi pagina pe site<span className="sr-only"> (se deschide într-o filă nouă)</span>
        </a>
      ) : null,
    summary: (page) => (
      <p className="-mt-3 mb-5 flex items-center gap-2 text-sm text-muted">
        Status curent: <StatusBadge status={page.status} scheduledAt={scheduledAt(page)} />
      </p>
    ),
  },
  create: {
    title: "Creează o pagină nouă",
    description: "Pagina publicată apare pe site la adresa din slug și în meniul Administrare Pagini.",
  },
  path: (id) => (isNumericId(id) ? pageDetailPath(id) : null),
  useRefresh: useRefreshPages,
  Form: function PageEditorForm({ item, ...props }) {
    const { isAdmin } = usePortalSession();
    const toast = useToast();
    const done = useEditorDone(PAGE_EDITOR);
    return (
      <PageForm
        page={item}
        canDelete={isAdmin}
        onDeleted={() => done(PAGE_UI.deleted)}
        onDeleteFailed={(message) => toast.error(message)}
        {...props}
      />
    );
  },
};

export const EditPage = editScreen(PAGE_EDITOR);
export const NewPage = newScreen(PAGE_EDITOR);
