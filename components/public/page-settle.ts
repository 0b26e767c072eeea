/**
 * "The page has settled": loaded and hydrated (`<html data-hydrated>`, set by HydrationMark), and then
 * idle for two whole idle periods in a row (nothing else is queued), or at the latest
 * SETTLE_TIMEOUT_MS after it has both loaded and hydrated. The hydration condition matters because
 * on a slow connection the main thread is idle while the framework chunks download and React has
 * not started yet. The
 * fallback counts from hydration too, not from the load event: on a slow phone that never reports an
 * idle period, hydration can end seconds after the load, and motion started before it would compete
 * with it. A page whose scripts never hydrate it settles SETTLE_SAFETY_MS after its load event.
 * Decorative motion waits for it (class `after-settle`): the home hero's video and pulsing dot,
 * the client-logo marquee, the service strip on /tarife and the "read on" arrow of an article; so
 * does the cookie banner, whose entrance is an animation of its own (use-page-settled.ts).
 * Each of them keeps the browser drawing a new frame many times a second; on a phone those frames
 * compete with the scripts that make the page answer, and on a two-core machine they took more CPU
 * than the page itself while it loaded. Visitors see the same page; its motion starts a moment later.
 *
 * The inline script (in the public layout, so it runs while the HTML is parsed) holds every
 * `.after-settle` animation paused with a style element of its own, which it removes when the page
 * settles, then sets `window.__pageSettled` and fires `pagesettled` on window. Without JavaScript the
 * style never exists and the motion runs as written.
 */
export const SETTLE_EVENT = "pagesettled";
/** The latest settle, counted from the moment the page has both loaded and hydrated. */
export const SETTLE_TIMEOUT_MS = 4000;
/** The latest settle of a page that never hydrates (its scripts failed), counted from its load event. */
export const SETTLE_SAFETY_MS = 10000;
const QUIET_PERIODS = 2;
// An idle period the browser reports as at least this long means nothing at all was waiting (50 ms is the most it grants).
const QUIET_MS = 40;
/** Set on <html> by HydrationMark once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

type SettleWindow = Window & { __pageSettled?: boolean };

export function pageSettleScript(): string {
  const attribute = JSON.stringify(HYDRATED_ATTRIBUTE);
  // L: the load event has come.
  return (
    `(function(){var w=window,D=document.documentElement;if(w.__pageSettled!==undefined)return;w.__pageSettled=false;` +
    `var s=document.createElement("style");s.textContent=".after-settle{animation-play-state:paused!important}";document.head.appendChild(s);` +
    `var n=0,t=0,L=0,m=null;function hydrated(){return D.hasAttribute(${attribute})}` +
    `function settle(){if(w.__pageSettled)return;w.__pageSettled=true;clearTimeout(t);if(m)m.disconnect();s.remove();w.dispatchEvent(new Event(${JSON.stringify(SETTLE_EVENT)}))}` +
    `function arm(){clearTimeout(t);t=setTimeout(settle,hydrated()?${SETTLE_TIMEOUT_MS}:${SETTLE_SAFETY_MS})}` +
    `function idle(d){if(w.__pageSettled)return;n=hydrated()&&d.timeRemaining()>=${QUIET_MS}?n+1:0;if(n>=${QUIET_PERIODS})settle();else w.requestIdleCallback(idle)}` +
    `if(w.MutationObserver){m=new MutationObserver(function(){if(!hydrated())return;m.disconnect();if(L)arm()});m.observe(D,{attributes:true,attributeFilter:[${attribute}]})}` +
    `w.addEventListener("load",function(){L=1;arm();if(w.requestIdleCallback)w.requestIdleCallback(idle);else settle()},{once:true})})();`
  );
}

/**
 * Whether the page has settled; also when the inline script never ran (the public site was reached
 * by a client-side navigation, long after its load).
 */
export function isPageSettled(): boolean {
  return (window as SettleWindow).__pageSettled !== false;
}

/** Runs `callback` once the page has settled, at once when it already has. Returns a function that cancels the wait. */
export function onPageSettled(callback: () => void): () => void {
  if (isPageSettled()) {
    callback();
    return () => undefined;
  }
  window.addEventListener(SETTLE_EVENT, callback, { once: true });
  return () => window.removeEventListener(SETTLE_EVENT, callback);
}
