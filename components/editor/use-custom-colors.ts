"use client";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useSWRConfig } from "swr";
import { api } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { addCustomColor, isHexColor, normalizeColor } from "@/lib/editor/colors";

export const CUSTOM_COLORS_KEY = "/custom-colors";

type CustomColors = { colors: string[] };

/** A change made in this browser: waiting for the server, or (an add) refused or not sent. */
type Change = { id: number; kind: "add" | "remove"; color: string; failed?: boolean };

/** The list as the server sent it, with this browser's changes that the server has not answered yet on top. */
export function withLocalChanges(saved: readonly string[], changes: readonly Change[]): string[] {
  let list = [...saved];
  for (const change of changes) {
    list = change.kind === "add" ? addCustomColor(list, change.color) : list.filter((c) => normalizeColor(c) !== change.color);
  }
  return list;
}

/**
 * The changes of one SWR cache (the portal has one; each test its own), shared by every editor on
 * the page, and the queue that sends them one after the other: each answer is the whole list after
 * that change, so answers arrive in order and the last one holds all of them.
 */
type Store = { changes: Change[]; listeners: Set<() => void>; queue: Promise<void>; nextId: number };
const stores = new WeakMap<object, Store>();

function storeOf(cache: object): Store {
  let store = stores.get(cache);
  if (!store) {
    store = { changes: [], listeners: new Set(), queue: Promise.resolve(), nextId: 1 };
    stores.set(cache, store);
  }
  return store;
}

function setChanges(store: Store, changes: Change[]) {
  store.changes = changes;
  for (const listener of store.listeners) listener();
}

const NO_CHANGES: Change[] = [];

type SetSaved = (data: CustomColors, options: { revalidate: false }) => Promise<unknown>;

/** Shows the change at once and queues it; the server's answer (the whole list) replaces the saved list. */
function enqueue(store: Store, kind: Change["kind"], value: string, setSaved: SetSaved): Promise<void> {
  const color = normalizeColor(value);
  if (kind === "add" && !isHexColor(color)) return Promise.resolve();
  const id = store.nextId++;
  // A removal also forgets an earlier add of that colour that never reached the server.
  const kept = kind === "remove" ? store.changes.filter((c) => !(c.failed && c.color === color)) : store.changes;
  setChanges(store, [...kept, { id, kind, color }]);
  store.queue = store.queue.then(async () => {
    try {
      const reply = await api.post<CustomColors>(`${CUSTOM_COLORS_KEY}/${kind}`, { color });
      if (Array.isArray(reply?.colors)) await setSaved({ colors: reply.colors }, { revalidate: false });
      setChanges(store, store.changes.filter((c) => c.id !== id));
    } catch (error) {
      console.error("Nu s-au putut salva culorile personalizate", error);
      setChanges(
        store,
        kind === "add" ? store.changes.map((c) => (c.id === id ? { ...c, failed: true } : c)) : store.changes.filter((c) => c.id !== id),
      );
    }
  });
  return store.queue;
}

/**
 * The custom colours shared by every editor (SPEC 3, 7): one SWR entry keyed "/custom-colors", so a
 * colour added in one editor shows at once in the others. A colour is added or removed on its own
 * (POST /custom-colors/add and /remove), never by sending back the whole list this browser read: two
 * editors open at once each keep the colours the other one added. A failed save is only logged
 * (SPEC 8); an added colour stays usable in this session.
 */
export function useCustomColors() {
  const { cache } = useSWRConfig();
  const store = storeOf(cache);
  const { data, mutate } = useApi<CustomColors>(CUSTOM_COLORS_KEY);
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      return () => void store.listeners.delete(listener);
    },
    [store],
  );
  const changes = useSyncExternalStore(subscribe, () => store.changes, () => NO_CHANGES);
  const saved = data?.colors;
  const colors = useMemo(() => withLocalChanges(saved ?? [], changes), [saved, changes]);

  const add = useCallback((color: string) => enqueue(store, "add", color, mutate), [store, mutate]);
  const remove = useCallback((color: string) => enqueue(store, "remove", color, mutate), [store, mutate]);

  return { colors, add, remove };
}
