"use client";
import { useEffect } from "react";

export const UNSAVED_CHANGES_MESSAGE = "Aveți modificări nesalvate. Sigur doriți să părăsiți pagina?";

/** A button that leaves the page without being a link (the sidebar's "Deconectare") carries this attribute. */
export const LEAVES_PAGE_ATTRIBUTE = "data-leaves-page";

/** Marks the extra history entry of the fallback below (browsers without the Navigation API). */
const SENTINEL_KEY = "__unsavedChangesGuard";

type NavigateEventLike = Event & { navigationType?: string };

function navigationApi(): EventTarget | null {
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  return navigation && typeof navigation.addEventListener === "function" ? navigation : null;
}

const onSentinel = () => Boolean((window.history.state as Record<string, unknown> | null)?.[SENTINEL_KEY]);

/**
 * Back and Forward (a phone's swipe back included) while the form is dirty.
 *
 * Where the Navigation API exists (Chromium, and the browsers that followed it), its `navigate` event
 * announces a traversal before it happens and, for one inside the portal's document, may cancel it:
 * a declined question leaves the history, the form and Next's router exactly as they were. Next's
 * router listens to popstate only, which never fires for a cancelled traversal. A traversal to
 * another document cannot be cancelled there; `beforeunload` asks for that one.
 *
 * Elsewhere, the usual pattern: an extra entry with the same address is pushed while the form is
 * dirty, so Back first lands on the form's own entry (Next restores the same page, the form stays
 * mounted); popstate then asks, and a declined question pushes the extra entry again.
 */
function guardTraversals(): () => void {
  const navigation = navigationApi();
  if (navigation) {
    const onNavigate = (event: Event) => {
      const navigate = event as NavigateEventLike;
      if (navigate.navigationType !== "traverse" || !navigate.cancelable || navigate.defaultPrevented) return;
      if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) navigate.preventDefault();
    };
    navigation.addEventListener("navigate", onNavigate);
    return () => navigation.removeEventListener("navigate", onNavigate);
  }

  const address = window.location.href;
  const pushSentinel = () => window.history.pushState({ ...(window.history.state ?? {}), [SENTINEL_KEY]: true }, "");
  // An extra entry left by an earlier visit to this form is taken over rather than doubled.
  if (!onSentinel()) pushSentinel();
  let active = true;
  const onPopState = () => {
    if (!active || onSentinel() || releasing) return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) {
      active = false;
      // On the form's own entry (one step back): carry on to the page before it.
      if (window.location.href === address) window.history.back();
    } else if (window.location.href === address) {
      pushSentinel();
    }
  };
  window.addEventListener("popstate", onPopState);
  return () => {
    active = false;
    window.removeEventListener("popstate", onPopState);
  };
}

let releasing = false;

/**
 * Takes the fallback's extra history entry away before the app navigates on its own (after a save, a
 * delete, a confirmed link), so that Back from the next page is not trapped on two copies of the
 * form. Resolves at once when there is no such entry (always, with the Navigation API).
 */
export function releaseHistoryGuard(): Promise<void> {
  if (typeof window === "undefined" || navigationApi() || !onSentinel()) return Promise.resolve();
  return new Promise((resolve) => {
    releasing = true;
    const done = () => {
      window.removeEventListener("popstate", done);
      window.clearTimeout(timer);
      releasing = false;
      resolve();
    };
    const timer = window.setTimeout(done, 1000);
    window.addEventListener("popstate", done);
    window.history.back();
  });
}

/** The same-origin page a click is about to open, or the element that leaves the page, else null. */
function leavingTarget(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = (event.target as Element | null)?.closest?.(`a[href], [${LEAVES_PAGE_ATTRIBUTE}]`) as HTMLElement | null;
  if (!target) return null;
  if (target.hasAttribute(LEAVES_PAGE_ATTRIBUTE) || !(target instanceof HTMLAnchorElement)) return target;
  if (target.target === "_blank" || target.hasAttribute("download")) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return target;
}

/**
 * QUALITY D2: with unsaved changes, leaving asks UNSAVED_CHANGES_MESSAGE first: closing or reloading
 * the tab (beforeunload), following an in-app link or pressing a button marked LEAVES_PAGE_ATTRIBUTE
 * (a capture-phase click listener runs before next/link and React's handlers), and Back/Forward.
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    let confirmed: HTMLElement | null = null;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const target = leavingTarget(event);
      if (!target) return;
      if (target === confirmed) {
        confirmed = null;
        return;
      }
      if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (onSentinel() && !navigationApi()) {
        // The fallback's extra entry goes first; then the same click again, without asking twice.
        event.preventDefault();
        event.stopPropagation();
        void releaseHistoryGuard().then(() => {
          confirmed = target;
          target.click();
        });
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    const stopGuardingTraversals = guardTraversals();
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      stopGuardingTraversals();
    };
  }, [dirty]);
}
