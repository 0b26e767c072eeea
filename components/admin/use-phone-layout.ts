"use client";
import { useSyncExternalStore } from "react";

/** The portal's phone layout: below Tailwind's `sm` (640 px). */
export const PHONE_QUERY = "(max-width: 639.98px)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(PHONE_QUERY);
  media?.addEventListener?.("change", onChange);
  return () => media?.removeEventListener?.("change", onChange);
}

const getSnapshot = () => Boolean(window.matchMedia?.(PHONE_QUERY).matches);
// The server cannot know the width: it renders the wide layout, and `max-sm:`/`hidden sm:` classes fold what a phone hides until hydration.
const getServerSnapshot = () => false;

/** True below `sm`, following the window as it is resized or the phone turned. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
