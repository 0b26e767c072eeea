"use client";
import { SiteLink } from "@/components/public/site-link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type ToggleEvent } from "react";
import { Icon } from "@/components/public/icons/icon";
import { focusables } from "./menu-dom";
import { CTA, expandsInsteadOfNavigating, isTouchDevice, type MenuEntry, type MenuLink, type ServiceGroup } from "./menu-model";

/** SPEC 2.1: hover opens a dropdown after 200 ms and closes it 500 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY_MS = 200;
export const HOVER_CLOSE_DELAY_MS = 500;

/** The dropdowns form one exclusive group: opening one closes the others, with or without scripts. */
const GROUP = "meniu-principal";

type DropdownEntry = Exclude<MenuEntry, { kind: "link" }>;

export function isCurrent(pathname: string, href: string): boolean {
  const path = href.split("?")[0];
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

/** The <details> holding a dropdown's panel (the panel's parent). */
function dropdown(id: string): HTMLDetailsElement | null {
  const parent = document.getElementById(`meniu-${id}`)?.parentElement;
  return parent instanceof HTMLDetailsElement ? parent : null;
}

/**
 * The menu from 992 px: each dropdown is a <details> whose <summary> opens it, so it works in the
 * server HTML, before hydration and without JavaScript. Scripts only add what HTML cannot: hover
 * delays, arrow keys, Escape, closing on an outside click, on focus leaving and on a page change.
 * They open and close by setting `details.open`; React never renders the open state.
 */
export function DesktopNav({ menu }: { menu: MenuEntry[] }) {
  const pathname = usePathname() ?? "/";
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const closeAll = useCallback(() => {
    navRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((el) => (el.open = false));
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Close on a click outside (native <details> stay open until their summary is clicked again).
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
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

  // Opening one closes the others: browsers do it for <details name>; this covers those without it.
  const closeOthers = (keep: HTMLDetailsElement) => {
    navRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((el) => {
      if (el !== keep) el.open = false;
    });
  };

  const setOpen = (id: string, open: boolean) => {
    const details = dropdown(id);
    if (!details || details.open === open) return;
    if (open) closeOthers(details);
    details.open = open;
  };

  const hoverOpen = (id: string) => {
    clearTimeout(timer.current);
    if (dropdown(id)?.open) return;
    timer.current = setTimeout(() => setOpen(id, true), HOVER_OPEN_DELAY_MS);
  };
  const hoverClose = (id: string) => {
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

  const onTriggerKey = (event: KeyboardEvent, id: string) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(id, event.key === "ArrowDown" ? "first" : "last");
    } else if (event.key === "Escape" && dropdown(id)?.open) {
      event.preventDefault();
      closeAndFocusTrigger(id);
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLElement>, id: string) => {
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
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(id, false);
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

  const linkClass = (active: boolean) => `nav-link ${active ? "nav-link-active" : "nav-link-idle"}`;

  return (
    <nav ref={navRef} aria-label="Meniu principal" className="hidden min-[992px]:block">
      <ul className="flex items-center gap-0.5 min-[1180px]:gap-1.5">
        {menu.map((entry) => {
          if (entry.kind === "link") {
            const active = isCurrent(pathname, entry.href);
            return (
              <li key={entry.id}>
                <SiteLink href={entry.href} className={linkClass(active)} aria-current={active ? "page" : undefined}>
                  {entry.label}
                  {active && <ActiveDot />}
                </SiteLink>
              </li>
            );
          }
          const active = entry.kind === "services" ? pathname.startsWith("/servicii/") : isCurrent(pathname, entry.href);
          const details = (summary: ReactNode) => (
            // suppressHydrationWarning: a visitor may open it before hydration; the `open` attribute
            // the browser then adds is theirs, and React leaves it alone.
            <details name={GROUP} className="nav-details" onToggle={onToggle} suppressHydrationWarning>
              {summary}
              <DropdownPanel
                entry={entry}
                onKeyDown={(event) => onPanelKey(event, entry.id)}
                onClick={(event) => onPanelClick(event, entry.id)}
              />
            </details>
          );
          return (
            <li
              key={entry.id}
              className={entry.kind === "services" ? "static" : "relative"}
              onMouseEnter={() => hoverOpen(entry.id)}
              onMouseLeave={() => hoverClose(entry.id)}
              onBlur={(event) => onItemBlur(event, entry.id)}
            >
              {entry.kind === "services" ? (
                details(
                  <summary
                    className={`nav-summary ${linkClass(active)}`}
                    onClick={() => clearTimeout(timer.current)}
                    onKeyDown={(event) => onTriggerKey(event, entry.id)}
                  >
                    {entry.label}
                    <Chevron />
                    {active && <ActiveDot />}
                  </summary>,
                )
              ) : (
                // The entry's name is a link to its page; the chevron beside it opens the panel.
                <span className="nav-split">
                  <SiteLink
                    href={entry.href}
                    className={`${linkClass(active)} pr-1.5`}
                    aria-current={pathname === entry.href ? "page" : undefined}
                    onClick={(event) => onDropdownLinkClick(event, entry.id)}
                    onKeyDown={(event) => onTriggerKey(event, entry.id)}
                  >
                    {entry.label}
                    {active && <ActiveDot />}
                  </SiteLink>
                  {details(
                    <summary
                      className="nav-summary nav-sub-toggle"
                      aria-label={`Submeniu ${entry.label}`}
                      onClick={() => clearTimeout(timer.current)}
                      onKeyDown={(event) => onTriggerKey(event, entry.id)}
                    >
                      <Chevron />
                    </summary>,
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Chevron() {
  return <Icon name="chevron-down" className="nav-chevron" />;
}

function ActiveDot() {
  return <span aria-hidden="true" className="absolute inset-x-0 -bottom-0.5 mx-auto h-1 w-1 rounded-full bg-accent-500" />;
}

/** A dropdown's panel: its links are in every page's HTML, for crawlers and for visitors without scripts. */
function DropdownPanel({
  entry,
  onKeyDown,
  onClick,
}: {
  entry: DropdownEntry;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) {
  if (entry.kind === "services") {
    return (
      <div id={`meniu-${entry.id}`} className="menu-panel absolute inset-x-0 top-full" onKeyDown={onKeyDown} onClick={onClick}>
        <div className="mx-auto max-w-7xl px-5 pt-2 sm:px-6 lg:px-8">
          <ServicesMega groups={entry.groups} />
        </div>
      </div>
    );
  }
  const items = entry.allFirst ? [entry.allLink, ...entry.items] : [...entry.items, entry.allLink];
  return (
    <div
      id={`meniu-${entry.id}`}
      className={`menu-panel absolute left-1/2 top-full z-10 -translate-x-1/2 pt-3 ${entry.id === "blog" ? "w-[34rem]" : "w-[26rem]"}`}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="menu-panel-box">
        {entry.id === "blog" ? <BlogPanel items={items} /> : <CaseStudiesPanel items={entry.items} allLink={entry.allLink} />}
      </div>
    </div>
  );
}

function ServicesMega({ groups }: { groups: ServiceGroup[] }) {
  return (
    <div className="grid grid-cols-[1fr_17rem] overflow-hidden rounded-3xl bg-white shadow-[0_30px_80px_-30px_rgba(30,27,75,0.45)] ring-1 ring-slate-900/5">
      {groups.length === 0 ? (
        <p className="p-8 text-muted">Nu există servicii.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-x-6 gap-y-7 p-8">
          {groups.map((group) => (
            <li key={group.href}>
              <SiteLink
                href={group.href}
                className="group/main mega-link"
              >
                {group.label}
                <span aria-hidden="true" className="glyph-arrow mega-link-arrow" />
              </SiteLink>
              {group.children.length > 0 && (
                <ul className="mega-sublist">
                  {group.children.map((child) => (
                    <li key={child.href}>
                      <SiteLink
                        href={child.href}
                        className="mega-sublink"
                      >
                        {child.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="relative flex flex-col justify-between overflow-hidden bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 p-7 text-white">
        <div aria-hidden="true" className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-accent-500/40 blur-2xl" />
        <div className="relative">
          <Icon name="sparkle" className="h-7 w-7 text-accent-500" />
          <p className="mt-4 font-display text-xl font-bold leading-snug">Nu știi de unde să începi?</p>
          <p className="mt-2 text-sm leading-relaxed text-white/80">
            Îți analizăm gratuit prezența online și îți spunem ce canale îți aduc clienți.
          </p>
        </div>
        <SiteLink
          href={CTA.href}
          className="mega-cta"
        >
          Cere o analiză gratuită
          <Icon name="arrow-right" className="h-4 w-4" />
        </SiteLink>
      </div>
    </div>
  );
}

function BlogPanel({ items }: { items: MenuLink[] }) {
  const [all, ...categories] = items;
  return (
    <div>
      <SiteLink
        href={all.href}
        className="menu-all-link"
      >
        {all.label}
        <Icon name="arrow-right" className="h-4 w-4" />
      </SiteLink>
      <p className="px-4 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted">Categorii</p>
      <ul className="grid grid-cols-2 gap-0.5">
        {categories.map((item) => (
          <li key={item.href}>
            <SiteLink
              href={item.href}
              className="menu-category-link"
            >
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CaseStudiesPanel({ items, allLink }: { items: MenuLink[]; allLink: MenuLink }) {
  return (
    <div>
      {items.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted">Nu există studii de caz disponibile</p>
      ) : (
        <ul className="max-h-[60vh] overflow-y-auto">
          {items.map((item) => (
            <li key={item.href}>
              <SiteLink
                href={item.href}
                className="menu-item-link"
              >
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      <SiteLink
        href={allLink.href}
        className="menu-all-link-accent"
      >
        {allLink.label}
        <Icon name="arrow-right" className="h-4 w-4" />
      </SiteLink>
    </div>
  );
}
