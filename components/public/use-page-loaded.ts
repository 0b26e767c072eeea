"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("load", onChange, { once: true });
  return () => window.removeEventListener("load", onChange);
}

const loaded = () => document.readyState === "complete";

/**
 * Whether the page's own resources have loaded (the window's load event); false on the server and
 * while hydrating. What a visitor does not need to read or use the page (the hero's video, the cookie
 * banner's entrance) waits for it, so it does not share a phone's first second with the page itself.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, loaded, () => false);
}
