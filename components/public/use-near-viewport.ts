"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

/** How far ahead of the viewport "near" starts: a few hundred milliseconds of scrolling on a phone. */
export const NEAR_VIEWPORT_MARGIN = "400px";

/**
 * Whether the element has come within `margin` (a length or a percentage of the viewport's height)
 * of the viewport, once and for good. Work far down the page (a carousel measuring its slides, the
 * footer form's fields) need not happen while a phone is still busy with the first screen; it is
 * done a little before the visitor gets there. Without IntersectionObserver (very old browsers)
 * everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = NEAR_VIEWPORT_MARGIN): [RefObject<T | null>, boolean] {
  // A ref object, not a callback ref with state: setting state while React commits the hydrated page
  // would re-render the component (a carousel and all its slides) at once, in the same task.
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof window !== "undefined" && typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
