import { useSyncExternalStore } from "react";

// The package a visitor picked on /tarife ("Solicită pachetul"), shown and sent by the footer contact
// form. A module-level store rather than a React context: the pricing cards and the footer live in
// different server-rendered trees, and module state survives client-side navigation between pages.

type Listener = () => void;

let selected: string | null = null;
const listeners = new Set<Listener>();

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): string | null {
  return selected;
}

/** On the server nothing is chosen yet; the client hydrates with the same value, then updates. */
function getServerSnapshot(): string | null {
  return null;
}

/** Sets (or with null / a blank name clears) the chosen package and notifies every subscribed form. */
export function setSelectedPackage(name: string | null): void {
  const next = name && name.trim() !== "" ? name.trim() : null;
  if (next === selected) return;
  selected = next;
  for (const listener of listeners) listener();
}

/** The current choice, outside React (event handlers, tests). */
export function getSelectedPackage(): string | null {
  return selected;
}

/** The current choice; re-renders the caller whenever it changes. */
export function useSelectedPackage(): string | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
