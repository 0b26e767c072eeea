"use client";

import { useSyncExternalStore } from "react";
import { isPageSettled, onPageSettled } from "./page-settle";

/** Whether the page has settled (components/public/page-settle.ts); false on the server and while hydrating. */
export function usePageSettled(): boolean {
  // onPageSettled is the subscription: it calls back once (at once when settled already) and returns the cancel.
  return useSyncExternalStore(onPageSettled, isPageSettled, () => false);
}
