"use client";

import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { PACKAGE_QUERY } from "@/lib/public-routes";

// The package a visitor picked on /tarife ("Solicită pachetul"), shown and sent by the contact form.
// Two sources: the page's address (/tarife?pachet={uuid}, rendered by the server, so the choice works
// before and without JavaScript) and, once the visitor acts, a module-level store that React reads
// (it survives client-side navigation between pages).

export type SelectedPackage = { id: string; name: string };

type Listener = () => void;

/** undefined: the visitor has not chosen here yet, the page's own choice (if any) stands. */
let chosen: SelectedPackage | null | undefined;
const listeners = new Set<Listener>();

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function set(next: SelectedPackage | null): void {
  if (chosen !== undefined && (chosen?.id ?? null) === (next?.id ?? null)) return;
  chosen = next;
  for (const listener of listeners) listener();
}

/** Records the visitor's choice; every form and bar that shows it follows. */
export const selectPackage = (pkg: SelectedPackage) => set(pkg);
/** The bar's close button, and a stored message: no package rides along with the next one. */
export const clearSelectedPackage = () => set(null);

/** The page's choice, as the server rendered it (/tarife?pachet=…); null elsewhere. */
const PageChoice = createContext<SelectedPackage | null>(null);

/**
 * The current choice: the visitor's, else the page's. The server and the hydrating client both start
 * from the page's choice, so the HTML matches; the visitor's choices then replace it.
 */
export function useSelectedPackage(): SelectedPackage | null {
  const pageChoice = useContext(PageChoice);
  const current = useSyncExternalStore(subscribe, () => chosen, () => undefined);
  return current === undefined ? pageChoice : current;
}

/**
 * Wraps /tarife: gives its content the choice in the address, keeps that choice for the rest of the
 * visit once the page runs (the footer's form then carries it on other pages too), and keeps the address in step with later choices (?pachet=…), so a reload
 * or a shared link shows the same plan (Next keeps its router in step with history.replaceState).
 */
export function SelectedPackageProvider({ initial, children }: { initial: SelectedPackage | null; children: ReactNode }) {
  useEffect(() => {
    // Arriving on an address that names a plan (also by a client-side navigation) makes it the choice.
    if (initial) set(initial);
    const syncAddress = () => {
      const url = new URL(window.location.href);
      if (chosen) url.searchParams.set(PACKAGE_QUERY, chosen.id);
      else url.searchParams.delete(PACKAGE_QUERY);
      if (url.href !== window.location.href) window.history.replaceState(null, "", url);
    };
    return subscribe(syncAddress);
  }, [initial]);
  return createElement(PageChoice.Provider, { value: initial }, children);
}

/** /tarife?pachet={uuid}: the query key that names the chosen plan. */
export { PACKAGE_QUERY };

