"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { useFreshResource } from "@/lib/api/resource";
import type { EditorModel } from "./editor-model";

/** A model's useRefresh for an entity listed under one SWR key, with or without a query (its pages, a search). */
export function refreshKey(key: string) {
  return function useRefreshKey() {
    const { mutate } = useSWRConfig();
    return useCallback(() => mutate((k) => typeof k === "string" && (k === key || k.startsWith(`${key}?`))), [mutate]);
  };
}

/** After a save or a delete: a toast, fresh lists, back to the list (SPEC 2.2). */
export function useEditorDone<T, L>(model: EditorModel<T, L>): (message: string) => void {
  const router = useRouter();
  const toast = useToast();
  const useRefresh = model.useRefresh;
  const refresh = useRefresh();
  const { href } = model.list;
  return useCallback(
    (message: string) => {
      toast.success(message);
      void refresh();
      router.push(href);
    },
    [toast, refresh, router, href],
  );
}

function useSaved<T, L>(model: EditorModel<T, L>) {
  const done = useEditorDone(model);
  const { created, saved } = model.messages;
  return useCallback((_saved: unknown, isNew: boolean) => done(isNew ? created : saved), [done, created, saved]);
}

function BackLink({ list }: { list: EditorModel<unknown>["list"] }) {
  return (
    <ButtonLink href={list.href} variant="ghost">
      ← {list.back}
    </ButtonLink>
  );
}

/**
 * The edit screen of any entity: its item loaded fresh on every visit, so the updated_at sent back on
 * save is current (QUALITY D1); a spinner meanwhile; "not found" for a missing item or a malformed
 * address (no retry could help), the load error with its retry otherwise.
 */
export function EditScreen<T, L = T>({ model, id }: { model: EditorModel<T, L>; id: string }) {
  const onSaved = useSaved(model);
  const path = model.path(id);
  const { find } = model;
  // Exactly one of the two loads runs: the item itself, or the list it is found in.
  const one = useFreshResource<T>(find ? null : path);
  const all = useFreshResource<L>(find ? path : null);
  const load = find ? all : one;
  const item = find ? (all.data === null ? undefined : find(all.data, id)) : (one.data ?? undefined);
  const missing = path === null || (Boolean(find) && all.data !== null && !item && !all.error);
  const { edit, messages, list, Form } = model;

  return (
    <>
      <PageHeader
        title={edit.title}
        description={item && edit.describe ? edit.describe(item) : undefined}
        actions={
          <>
            {item && edit.actions ? edit.actions(item) : null}
            <BackLink list={list} />
          </>
        }
      />
      {item && edit.summary ? edit.summary(item) : null}
      <div aria-live="polite">
        {load.loading ? (
          <Spinner label={edit.loading} />
        ) : missing || load.error ? (
          <ItemLoadError
            error={load.error}
            missing={missing}
            notFoundMessage={messages.notFound}
            loadErrorMessage={messages.loadError}
            listHref={list.href}
            listLabel={list.back}
            onRetry={load.reload}
          />
        ) : !item ? (
          <Spinner label={edit.loading} />
        ) : (
          <Form key={id} item={item} cancelHref={list.href} onSaved={onSaved} onNewerLoaded={find ? undefined : one.replace} />
        )}
      </div>
    </>
  );
}

/** The new-item screen of any entity; `title` where the address changes it (a sub-service). */
export function NewScreen<T, L = T>({ model, title }: { model: EditorModel<T, L>; title?: string }) {
  const onSaved = useSaved(model);
  const { create, list, Form } = model;
  return (
    <>
      <PageHeader title={title ?? create.title} description={create.description} actions={<BackLink list={list} />} />
      <Form cancelHref={list.href} onSaved={onSaved} />
    </>
  );
}

/** The edit screen a route's page.tsx renders: `export const EditX = editScreen(X_EDITOR)` beside the model. */
export function editScreen<T, L>(model: EditorModel<T, L>) {
  return function ModelEditScreen({ id }: { id: string }) {
    return <EditScreen model={model} id={id} />;
  };
}

/** The new-item screen a route's page.tsx renders. */
export function newScreen<T, L>(model: EditorModel<T, L>) {
  return function ModelNewScreen() {
    return <NewScreen model={model} />;
  };
}
