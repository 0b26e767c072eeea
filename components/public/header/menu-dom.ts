// Small DOM helpers shared by the desktop dropdowns and the mobile panel. The open/closed state of
// both lives in the elements themselves (<details open>, an open <dialog> or popover), never in React
// state, so a menu opened before hydration stays open and nothing has to be kept in sync.

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Whether the element is drawn: not inside a closed <details>, a closed dialog or `display: none`. */
function rendered(el: HTMLElement): boolean {
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : el.offsetParent !== null;
}

/** The focusable elements inside `root`, in document order. */
export function focusables(root: Element | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Those the visitor can reach now: not the links of a collapsed section. */
export function reachableFocusables(root: Element | null): HTMLElement[] {
  return focusables(root).filter(rendered);
}

/** Whether a popover is showing; false where the Popover API (or its selector) is unknown. */
export function isPopoverOpen(el: HTMLElement): boolean {
  try {
    return el.matches(":popover-open");
  } catch {
    return false;
  }
}
