"use client";
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { Icon } from "./icons";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root`, in order: enabled and shown (the sidebar's desktop-only toggle is skipped). */
function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.closest("[inert]")) return false;
    const style = window.getComputedStyle(el);
    return style.display !== "none" && style.visibility !== "hidden";
  });
}

/** The page may not scroll under the drawer; the previous values come back on close. */
function lockScroll(): () => void {
  const html = document.documentElement;
  const body = document.body;
  const before = { html: html.style.overflow, body: body.style.overflow };
  html.style.overflow = "hidden";
  body.style.overflow = "hidden";
  return () => {
    html.style.overflow = before.html;
    body.style.overflow = before.body;
  };
}

type Props = {
  open: boolean;
  onClose: () => void;
  /** The menu button: the focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * The portal menu on phones: a modal drawer. It takes the focus when it opens and keeps it (Tab and
 * Shift+Tab cycle inside), Escape, its close button or a tap beside it close it, the focus then goes
 * back to the menu button, and the page behind neither scrolls nor can be reached (the shell makes it inert).
 */
export function PortalDrawer({ open, onClose, returnFocusTo, children }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest onClose, so that a new function from the parent does not re-run the opening effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const returnTo = returnFocusTo.current;
    closeRef.current?.focus();
    // The desktop sidebar takes over from 1024 px (lg): a drawer left open there would keep the page locked.
    const wide = window.matchMedia("(min-width: 1024px)");
    const onWide = () => {
      if (wide.matches) onCloseRef.current();
    };
    wide.addEventListener?.("change", onWide);
    return () => {
      wide.removeEventListener?.("change", onWide);
      unlock();
      returnTo?.focus();
    };
  }, [open, returnFocusTo]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusables(panelRef.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    const inside = active instanceof HTMLElement && panelRef.current?.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Meniu portal" onKeyDown={onKeyDown}>
      {/* A tap beside the panel closes it; the keyboard has Escape and the close button. */}
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} data-testid="drawer-backdrop" />
      <div ref={panelRef} className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overscroll-contain">
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Închide meniul"
          className="absolute right-3 top-4 z-10 grid h-9 w-9 place-items-center rounded-md text-indigo-100 ring-1 ring-white/20 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
        {children}
      </div>
    </div>
  );
}
