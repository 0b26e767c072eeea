"use client";
import { SiteLink } from "@/components/public/site-link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { BREAKPOINTS } from "@/lib/constants";
import { isCurrent } from "./desktop-nav";
import { Icon } from "@/components/public/icons/icon";
import { isPopoverOpen, reachableFocusables } from "./menu-dom";
import { CTA, type MenuEntry, type MenuLink, type ServiceGroup } from "./menu-model";
import { SearchForm } from "@/components/public/search/search-form";

const PANEL_ID = "meniu-mobil";

/** Closes the panel however it was opened (modal dialog, or popover before hydration), then focuses `returnTo`. */
function closePanel(panel: HTMLDialogElement | null, returnTo: HTMLElement | null) {
  if (!panel) return;
  if (panel.open) panel.close();
  if (isPopoverOpen(panel)) panel.hidePopover();
  returnTo?.focus();
}

/**
 * The menu up to 991 px: a hamburger opening a full-height panel. The panel is a <dialog popover>
 * in the server HTML, so the hamburger (popovertarget) opens it and the close button, Escape or a
 * tap beside it close it without any script; its sections are <details>, which expand instead of
 * navigating (SPEC 2.1). Once hydrated, the hamburger opens it as a modal dialog instead (the rest of
 * the page becomes inert), Tab stays inside it, and Escape, the close button, a tap on the backdrop,
 * a followed link or a page change close it. The page under it does not scroll (styles/components.css).
 */
/** `contact`: the phone and e-mail under the menu (MobilePanelContact, rendered on the server from the settings). */
export function MobileMenu({ menu, logo, contact }: { menu: MenuEntry[]; logo: ReactNode; contact?: ReactNode }) {
  const pathname = usePathname() ?? "/";
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = (restoreFocus: boolean) => closePanel(panelRef.current, restoreFocus ? hamburgerRef.current : null);

  // Leaving the mobile width closes the panel (the desktop menu takes over).
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${BREAKPOINTS.menu + 1}px)`);
    const onChange = () => {
      if (query.matches) closePanel(panelRef.current, null);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // A page change closes it; not the first run, so a panel opened before hydration stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closePanel(panelRef.current, null);
  }, [pathname]);

  // Hydrated: open it as a modal dialog rather than a popover (cancelling the click cancels the
  // popovertarget action), then focus the close button.
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const panel = panelRef.current;
    if (!panel || typeof panel.showModal !== "function") return;
    event.preventDefault();
    if (!panel.open && !isPopoverOpen(panel)) panel.showModal();
    closeRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
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
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className="mobile-menu-close"
        popoverTarget={PANEL_ID}
        aria-label="Deschide meniul"
        onClick={open}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <dialog
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        // Named by aria-label, not a hidden heading: an <h2> here would stand before every page's <h1>
        // in the HTML.
        aria-label="Meniu"
        className="mobile-panel"
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-5">
            {logo}
            <button
              ref={closeRef}
              type="button"
              className="mobile-panel-close"
              popoverTarget={PANEL_ID}
              popoverTargetAction="hide"
              aria-label="Închide meniul"
              onClick={onCloseClick}
            >
              <Icon name="close" className="h-6 w-6" />
            </button>
          </div>

          <nav aria-label="Meniu mobil" className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
            <SearchForm id="cautare-meniu" variant="panel" />
            <ul>
              {menu.map((entry) => {
                if (entry.kind === "link") {
                  const active = isCurrent(pathname, entry.href);
                  return (
                    <li key={entry.id} className="mobile-nav-item">
                      <SiteLink
                        href={entry.href}
                        aria-current={active ? "page" : undefined}
                        className={`mobile-nav-link ${active ? "text-brand-700" : "text-ink"}`}
                      >
                        {entry.label}
                      </SiteLink>
                    </li>
                  );
                }
                return (
                  <li key={entry.id} className="mobile-nav-item">
                    {/* One section open at a time. suppressHydrationWarning: see desktop-nav.tsx. */}
                    <details name="sectiuni-meniu-mobil" suppressHydrationWarning>
                      <summary className="mobile-nav-summary">
                        {entry.label}
                        <span className="mobile-nav-chevron">
                          <Icon name="chevron-down" className="h-4 w-4" />
                        </span>
                      </summary>
                      {entry.kind === "services" ? (
                        <ServicesAccordion groups={entry.groups} />
                      ) : (
                        <SubList items={entry.allFirst ? [entry.allLink, ...entry.items] : [...entry.items, entry.allLink]} highlight={entry.allLink.href} />
                      )}
                    </details>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="shrink-0 space-y-3 border-t border-slate-100 bg-surface px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-4">
            <SiteLink href={CTA.href} className="mobile-panel-cta">
              {CTA.label}
              <Icon name="arrow-right" className="h-4 w-4" />
            </SiteLink>
            {contact}
          </div>
        </div>
      </dialog>
    </>
  );
}

function SubList({ items, highlight }: { items: MenuLink[]; highlight: string }) {
  return (
    <ul className="space-y-0.5 pb-3 pl-3">
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className={item.href === highlight ? "mobile-sub-link-all" : "mobile-sub-link"}>
            {item.href === highlight && <Icon name="arrow-right" className="h-4 w-4 shrink-0" />}
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function ServicesAccordion({ groups }: { groups: ServiceGroup[] }) {
  if (groups.length === 0) return <p className="px-6 pb-5 pt-2 text-sm text-muted">Nu există servicii.</p>;
  return (
    <ul className="space-y-0.5 pb-3 pl-3">
      {groups.map((group) => (
        <li key={group.href} className="relative">
          <SiteLink href={group.href} className={group.children.length > 0 ? "mobile-service-link mr-11" : "mobile-service-link"}>
            {group.label}
          </SiteLink>
          {group.children.length > 0 && (
            // The chevron sits at the end of the service's row (styles/components.css); the
            // sub-services unfold under it. One service open at a time.
            <details name="subservicii-meniu-mobil" suppressHydrationWarning>
              <summary className="mobile-service-toggle" aria-label={`Subservicii ${group.label}`}>
                <Icon name="chevron-down" className="h-4 w-4" />
              </summary>
              <ul className="mobile-service-children">
                {group.children.map((child) => (
                  <li key={child.href}>
                    <SiteLink href={child.href} className="mobile-service-child">
                      {child.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
