"use client";

import { useEffect, useState, type RefCallback } from "react";

/**
 * Whether the element has come within `margin` of the viewport, once and for good. A carousel far
 * down the page need not measure its slides and start its timers while a phone is still busy with
 * the first screen; it wakes up a screen before the visitor reaches it. Without IntersectionObserver
 * (very old browsers) everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = "400px"): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof window !== "undefined" && typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near];
}
