/**
 * "The page has settled": loaded, and then idle for two whole idle periods in a row (React has no
 * hydration left to do and nothing else is queued), or at the latest SETTLE_TIMEOUT_MS after the load
 * event. Decorative motion waits for it (class `after-settle`): the home hero's video and pulsing dot,
 * the client-logo marquee, the service strip on /tarife and the "read on" arrow of an article.
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
export const SETTLE_TIMEOUT_MS = 4000;
const QUIET_PERIODS = 2;
// An idle period the browser reports as at least this long means nothing at all was waiting (50 ms is the most it grants).
const QUIET_MS = 40;

type SettleWindow = Window & { __pageSettled?: boolean };

export function pageSettleScript(): string {
  return `(function(){var w=window;if(w.__pageSettled!==undefined)return;w.__pageSettled=false;var s=document.createElement("style");s.textContent=".after-settle{animation-play-state:paused!important}";document.head.appendChild(s);var n=0,t=0;function settle(){if(w.__pageSettled)return;w.__pageSettled=true;clearTimeout(t);s.remove();w.dispatchEvent(new Event(${JSON.stringify(SETTLE_EVENT)}))}function idle(d){if(w.__pageSettled)return;n=d.timeRemaining()>=${QUIET_MS}?n+1:0;if(n>=${QUIET_PERIODS})settle();else w.requestIdleCallback(idle)}w.addEventListener("load",function(){t=setTimeout(settle,${SETTLE_TIMEOUT_MS});if(w.requestIdleCallback)w.requestIdleCallback(idle);else settle()},{once:true})})();`;
}

/**
 * Runs `callback` once the page has settled: at once when it already has, or when the inline script
 * never ran (the public site was reached by a client-side navigation, long after its load). Returns a
 * function that cancels the wait.
 */
export function onPageSettled(callback: () => void): () => void {
  if ((window as SettleWindow).__pageSettled !== false) {
    callback();
    return () => undefined;
  }
  window.addEventListener(SETTLE_EVENT, callback, { once: true });
  return () => window.removeEventListener(SETTLE_EVENT, callback);
}
