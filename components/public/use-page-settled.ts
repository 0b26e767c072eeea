"use client";

import { useSyncExternalStore } from "react";
import { SETTLE_EVENT, isPageSettled } from "./page-settle";

const subscribe = (onChange: () => void) => {
  window.addEventListener(SETTLE_EVENT, onChange);
  return () => window.removeEventListener(SETTLE_EVENT, onChange);
};

/** Whether the page has settled (components/public/page-settle.ts); false on the server and while hydrating. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribe, isPageSettled, () => false);
}
