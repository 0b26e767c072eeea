"use client";

import { useEffect, useState } from "react";

/**
 * Whether the element with this id is on screen. The bottom bar uses it to step aside while the
 * footer's contact form (#contact) is visible, so it never sits on top of the form it points to.
 */
export function useInView(id: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = document.getElementById(id);
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { rootMargin: "0px 0px -15% 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
