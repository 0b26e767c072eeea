"use client";
import { SiteLink } from "@/components/public/site-link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ToggleEvent } from "react";
import { Icon } from "@/components/public/icons/icon";
import { BREAKPOINTS } from "@/lib/constants";
import { focusables } from "./menu-dom";
import { expandsInsteadOfNavigating, isTouchDevice, type MenuEntry } from "./menu-model";
import { DropdownPanel } from "./menu-panels";

/** SPEC 2.1: hover opens a dropdown after 200 ms and closes it 500 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY_MS = 200;
export const HOVER_CLOSE_DELAY_MS = 500;

/** The dropdowns form one exclusive group: opening one closes the others, with or without scripts. */
const GROUP = "meniu-principal";

export function isCurrent(pathname: string, href: string): boolean {
  const path = href.split("?")[0];
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

/** From 992 px the menu is a row of dropdowns; below, the sections of the phone menu. */
const wide = () => window.innerWidth > BREAKPOINTS.menu;

/** The <details> holding a dropdown's panel (the panel's parent). */
function dropdown(id: string): HTMLDetailsElement | null {
  const parent = document.getElementById(`meniu-${id}`)?.parentElement;
  return parent instanceof HTMLDetailsElement ? parent : null;
}

/**
 * The site's one menu, drawn as a row with dropdowns from 992 px and as the phone menu's sections
 * below (it sits in SiteMenu's panel). Each dropdown is a <details> whose <summary> opens it, so it
 * works in the server HTML, before hydration and without JavaScript. Scripts add what HTML cannot:
 * on wide screens hover delays, arrow keys, Escape, closing on an outside click, on focus leaving;
 * on every width closing on a page change. They set `details.open`; React never renders the state.
 */
export function MenuNav({ menu }: { menu: MenuEntry[] }) {
  const pathname = usePathname() ?? "/";
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Opening one closes the others: browsers do it for <details name>; this covers those without it.
  const closeOthers = useCallback((keep?: HTMLDetailsElement) => {
    navRef.current?.querySelectorAll<HTMLDetailsElement>(`details[name="${GROUP}"][open]`).forEach((el) => {
      if (el !== keep) el.open = false;
    });
  }, []);
  const closeAll = useCallback(() => closeOthers(), [closeOthers]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Close on a click outside (native <details> stay open until their summary is clicked again).
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      if (wide() && navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [closeAll]);

  // A page change closes whatever was open (the layout, and this menu, stay mounted). Not on the
  // first run: a dropdown the visitor opened before hydration stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    clearTimeout(timer.current);
    closeAll();
  }, [pathname, closeAll]);

  const setOpen = (id: string, open: boolean) => {
    const details = dropdown(id);
    if (!details || details.open === open) return;
    if (open) closeOthers(details);
    details.open = open;
  };

  const hoverOpen = (id: string) => {
    if (!wide()) return;
    clearTimeout(timer.current);
    if (dropdown(id)?.open) return;
    timer.current = setTimeout(() => setOpen(id, true), HOVER_OPEN_DELAY_MS);
  };
  const hoverClose = (id: string) => {
    if (!wide()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(id, false), HOVER_CLOSE_DELAY_MS);
  };

  const openAndFocus = (id: string, which: "first" | "last") => {
    clearTimeout(timer.current);
    setOpen(id, true);
    const items = focusables(document.getElementById(`meniu-${id}`));
    (which === "first" ? items[0] : items[items.length - 1])?.focus();
  };

  const closeAndFocusTrigger = (id: string) => {
    clearTimeout(timer.current);
    setOpen(id, false);
    dropdown(id)?.querySelector("summary")?.focus();
  };

  // On a phone, Escape closes the whole menu (SiteMenu) and arrows scroll: these keys are wide-screen only.
  const onTriggerKey = (event: KeyboardEvent, id: string) => {
    if (!wide()) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(id, event.key === "ArrowDown" ? "first" : "last");
    } else if (event.key === "Escape" && dropdown(id)?.open) {
      event.preventDefault();
      closeAndFocusTrigger(id);
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLElement>, id: string) => {
    if (!wide()) return;
    if (event.key === "Escape") {
      event.preventDefault();
      closeAndFocusTrigger(id);
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = focusables(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  // Following a link in a panel closes it at once (a new query string alone changes no pathname).
  const onPanelClick = (event: MouseEvent<HTMLElement>, id: string) => {
    if ((event.target as Element).closest("a[href]")) {
      clearTimeout(timer.current);
      setOpen(id, false);
    }
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>, id: string) => {
    if (wide() && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(id, false);
  };

  // A summary clicked open, in a browser without exclusive <details name> groups.
  const onToggle = (event: ToggleEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) closeOthers(event.currentTarget);
  };

  const onDropdownLinkClick = (event: MouseEvent, id: string) => {
    if (expandsInsteadOfNavigating(window.innerWidth, isTouchDevice())) {
      event.preventDefault();
      event.stopPropagation();
      clearTimeout(timer.current);
      setOpen(id, !dropdown(id)?.open);
    }
  };

  return (
    <nav ref={navRef} aria-label="Meniu principal" className="menu-nav">
      <ul className="menu-list">
        {menu.map((entry) => {
          if (entry.kind === "link") {
            const active = isCurrent(pathname, entry.href);
            return (
              <li key={entry.id} className="menu-item">
                <SiteLink href={entry.href} className="menu-link" data-active={active || undefined} aria-current={active ? "page" : undefined}>
                  {entry.label}
                </SiteLink>
              </li>
            );
          }
          const active = entry.kind === "services" ? pathname.startsWith("/servicii/") : isCurrent(pathname, entry.href);
          const chevron = <Icon name="chevron-down" className="menu-chevron" />;
          return (
            <li
              key={entry.id}
              className={entry.kind === "services" ? "menu-item menu-item-mega" : "menu-item menu-item-dropdown"}
              onMouseEnter={() => hoverOpen(entry.id)}
              onMouseLeave={() => hoverClose(entry.id)}
              onBlur={(event) => onItemBlur(event, entry.id)}
            >
              {/* The entry's name links to its page; on a phone its toggle covers the whole row (SPEC 2.1). */}
              {entry.kind === "dropdown" && (
                <SiteLink
                  href={entry.href}
                  className="menu-link"
                  data-active={active || undefined}
                  aria-current={pathname === entry.href ? "page" : undefined}
                  onClick={(event) => onDropdownLinkClick(event, entry.id)}
                  onKeyDown={(event) => onTriggerKey(event, entry.id)}
                >
                  {entry.label}
                </SiteLink>
              )}
              {/* suppressHydrationWarning: a visitor may open it before hydration; the `open`
                  attribute the browser then adds is theirs, and React leaves it alone. */}
              <details name={GROUP} className="menu-details" onToggle={onToggle} suppressHydrationWarning>
                <summary
                  className={entry.kind === "services" ? "menu-link menu-summary" : "menu-toggle"}
                  data-active={(entry.kind === "services" && active) || undefined}
                  aria-label={entry.kind === "services" ? undefined : `Submeniu ${entry.label}`}
                  onClick={() => clearTimeout(timer.current)}
                  onKeyDown={(event) => onTriggerKey(event, entry.id)}
                >
                  {entry.kind === "services" ? entry.label : null}
                  {chevron}
                </summary>
                <DropdownPanel entry={entry} onKeyDown={(event) => onPanelKey(event, entry.id)} onClick={(event) => onPanelClick(event, entry.id)} />
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
