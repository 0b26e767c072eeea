"use client";
import { SiteLink } from "@/components/public/site-link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { BREAKPOINTS } from "@/lib/constants";
import { Icon } from "@/components/public/icons/icon";
import { isPopoverOpen, reachableFocusables } from "./menu-dom";
import { CTA, type MenuEntry } from "./menu-model";
import { MenuNav } from "./menu-nav";
import { SearchForm } from "@/components/public/search/search-form";

const PANEL_ID = "meniu-mobil";
const HAMBURGER_ID = "meniu-mobil-buton";

const panel = () => document.getElementById(PANEL_ID) as HTMLDialogElement | null;
const isShown = (el: HTMLDialogElement) => el.open || isPopoverOpen(el);

/** Closes the phone menu however it was opened (modal dialog, or popover before hydration), then focuses `returnTo`. */
function closePanel(returnTo: HTMLElement | null) {
  const el = panel();
  if (!el || !isShown(el)) return;
  if (el.open) el.close();
  if (isPopoverOpen(el)) el.hidePopover();
  returnTo?.focus();
}
const hamburger = () => document.getElementById(HAMBURGER_ID);

/**
 * The hamburger (up to 991 px). It opens the menu's panel through `popovertarget` in the server HTML,
 * without any script; once hydrated, as a modal dialog instead (the rest of the page becomes inert;
 * cancelling the click cancels the popovertarget action), focus on the close button.
 */
export function MenuButton() {
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const el = panel();
    if (!el || typeof el.showModal !== "function") return;
    event.preventDefault();
    if (!isShown(el)) el.showModal();
    el.querySelector<HTMLElement>("[data-menu-close]")?.focus();
  };
  return (
    <button id={HAMBURGER_ID} type="button" className="mobile-menu-open" popoverTarget={PANEL_ID} aria-label="Deschide meniul" onClick={open}>
      <Icon name="menu" className="h-6 w-6" />
    </button>
  );
}

/**
 * The site's menu, once in the HTML for every width. From 992 px the stylesheet draws the panel in
 * the header bar and hides its phone-only parts (logo, close button, search, call to action); up to
 * 991 px it is a <dialog popover>, closed until the hamburger opens it as a full-height sheet: the
 * close button, Escape or a tap beside it close it without any script. Once hydrated, Tab stays
 * inside it, and Escape, the close button, a tap on the backdrop, a followed link, a page change or
 * growing past 991 px close it. The page under it does not scroll (styles/components.css).
 * `logo` and `contact` (the phone and e-mail) are rendered on the server.
 */
export function SiteMenu({ menu, logo, contact }: { menu: MenuEntry[]; logo: ReactNode; contact?: ReactNode }) {
  const pathname = usePathname() ?? "/";
  const panelRef = useRef<HTMLDialogElement>(null);

  const close = (restoreFocus: boolean) => closePanel(restoreFocus ? hamburger() : null);

  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${BREAKPOINTS.menu + 1}px)`);
    const onChange = () => {
      if (query.matches) closePanel(null);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // A page change closes it; not the first run, so a panel opened before hydration stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closePanel(null);
  }, [pathname]);

  // The panel's own keys only while it is open as the phone menu; from 992 px the menu's row has its own.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (!isShown(event.currentTarget)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== "Tab") return;
    const items = reachableFocusables(panelRef.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A tap on the backdrop of the modal dialog lands on the dialog itself (its content fills it).
    if (event.target === event.currentTarget) close(true);
    // Following any link closes the panel.
    else if ((event.target as Element).closest("a[href]")) close(false);
  };

  const onCloseClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    close(true);
  };

  return (
    <dialog
      ref={panelRef}
      id={PANEL_ID}
      popover="auto"
      // Named by aria-label, not a hidden heading: an <h2> here would stand before every page's <h1>.
      aria-label="Meniu"
      className="site-menu"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="site-menu-body">
        <div className="site-menu-head">
          {logo}
          <button
            type="button"
            data-menu-close
            className="mobile-panel-close"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label="Închide meniul"
            onClick={onCloseClick}
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        </div>
        <div className="site-menu-scroll">
          <SearchForm id="cautare-meniu" variant="panel" />
          <MenuNav menu={menu} />
        </div>
        <div className="site-menu-foot">
          <SiteLink href={CTA.href} className="mobile-panel-cta">
            {CTA.label}
            <Icon name="arrow-right" className="h-4 w-4" />
          </SiteLink>
          {contact}
        </div>
      </div>
    </dialog>
  );
}
