"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";

type Phase = "idle" | "loading" | "done";

/**
 * A same-site link to another page, followed in this tab. `defaultPrevented` cannot tell anything
 * here (next/link cancels every click it routes itself); handlers that turn a link click into
 * something else (the header's "expand instead of navigating") stop the event's propagation.
 */
export function isNavigationClick(event: MouseEvent, location: Location): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute("download")) return false;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  // Same page (only the hash may differ): nothing loads.
  return url.pathname !== location.pathname || url.search !== location.search;
}

const SAFETY_TIMEOUT_MS = 12_000;

function Bar() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? "";
  const [phase, setPhase] = useState<Phase>("idle");

  // The URL changed: the new page is rendered, finish the bar.
  const key = `${pathname}?${search}`;
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    if (phase === "loading") setPhase("done");
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event, window.location)) setPhase("loading");
    };
    // Bubble phase on window: after React's handlers, so a click they stopped never arrives here.
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (phase === "idle") return;
    const timer = setTimeout(() => setPhase(phase === "done" ? "idle" : "done"), phase === "done" ? 400 : SAFETY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const scale = phase === "idle" ? "scale-x-0 opacity-0 duration-0" : phase === "loading" ? "scale-x-[0.85] opacity-100 duration-[8000ms]" : "scale-x-100 opacity-0 duration-300";
  return (
    <div
      aria-hidden="true"
      data-testid="top-loading-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-[3px] overflow-hidden print:hidden"
    >
      <div
        className={`h-full origin-left bg-linear-to-r from-brand-700 via-brand-500 to-accent-500 shadow-[0_0_10px_rgba(124,58,237,0.6)] transition-[transform,opacity] ease-out ${scale}`}
      />
    </div>
  );
}

/** A thin progress bar at the top of the window during client-side navigations (no library). */
export function TopLoadingBar() {
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}
