"use client";
import { useEffect } from "react";
import { BREAKPOINTS } from "@/lib/constants";

/** Space kept above the target: the sticky header plus some air (SPEC 2.1). */
export const HASH_SCROLL_OFFSET = 100;

/** The element an in-page link points to, or null when the link leaves this page. */
export function hashTarget(anchor: HTMLAnchorElement, location: Location, doc: Document): HTMLElement | null {
  const href = anchor.getAttribute("href");
  if (!href || !href.includes("#")) return null;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return null;
  const id = decodeURIComponent(url.hash.slice(1));
  return id ? doc.getElementById(id) : null;
}

function scrollToTarget(target: HTMLElement, smooth: boolean) {
  const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
  // Move keyboard focus along (the skip link relies on it) without a second jump.
  if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

const wide = () => window.innerWidth > BREAKPOINTS.smoothScroll;
const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * On screens wider than 1190 px, in-page hash links scroll smoothly and stop 100 px above their
 * target. Narrower screens keep the browser's own jump.
 */
export function SmoothHashScroll() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!wide()) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== "_self")) return;
      // A carousel's arrows and dots link to its slides but move its own track, not the page.
      if (anchor.closest("[aria-roledescription='carousel']")) return;
      const target = hashTarget(anchor, window.location, document);
      if (!target) return;
      event.preventDefault();
      scrollToTarget(target, !reducedMotion());
      const hash = `#${target.id}`;
      if (window.location.hash !== hash) window.history.pushState(window.history.state, "", hash);
    };
    // Capture phase: before next/link turns the click into a router navigation.
    document.addEventListener("click", onClick, true);

    // Arriving with a hash: correct the browser's jump for the header.
    if (wide() && window.location.hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (target) requestAnimationFrame(() => scrollToTarget(target, false));
    }
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
