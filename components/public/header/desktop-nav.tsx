"use client";
import { SiteLink } from "@/components/public/site-link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";
import { Icon } from "./icons";
import { CTA, expandsInsteadOfNavigating, isTouchDevice, type MenuEntry, type MenuLink, type ServiceGroup } from "./menu-model";

/** SPEC 2.1: hover opens a dropdown after 200 ms and closes it 500 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY_MS = 200;
export const HOVER_CLOSE_DELAY_MS = 500;

type DropdownEntry = Exclude<MenuEntry, { kind: "link" }>;

export function isCurrent(pathname: string, href: string): boolean {
  const path = href.split("?")[0];
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")) : [];
}

export function DesktopNav({ menu }: { menu: MenuEntry[] }) {
  const pathname = usePathname() ?? "/";
  const [openId, setOpenId] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  // Close on outside click.
  useEffect(() => {
    if (!openId) return;
    const onDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [openId]);

  // A page change closes whatever was open (the layout, and this menu, stay mounted).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenId(null);
  }

  const hoverOpen = (id: string) => {
    clearTimers();
    if (openId === id) return;
    openTimer.current = setTimeout(() => setOpenId(id), HOVER_OPEN_DELAY_MS);
  };
  const hoverClose = (id: string) => {
    clearTimers();
    closeTimer.current = setTimeout(() => setOpenId((current) => (current === id ? null : current)), HOVER_CLOSE_DELAY_MS);
  };

  // Keyboard opening moves focus into the panel once it is rendered visible.
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const focusInto = (id: string, which: "first" | "last") => {
    const items = focusables(document.getElementById(`meniu-${id}`));
    (which === "first" ? items[0] : items[items.length - 1])?.focus();
  };
  useEffect(() => {
    if (openId && focusOnOpen.current) {
      focusInto(openId, focusOnOpen.current);
      focusOnOpen.current = null;
    }
  }, [openId]);

  const openAndFocus = (id: string, which: "first" | "last" = "first") => {
    clearTimers();
    if (openId === id) {
      focusInto(id, which);
      return;
    }
    focusOnOpen.current = which;
    setOpenId(id);
  };

  const closeAndFocusTrigger = (id: string) => {
    clearTimers();
    setOpenId(null);
    document.getElementById(`declansator-${id}`)?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent, id: string) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus(id);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(id, "last");
    } else if (event.key === "Escape" && openId === id) {
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

  const onItemBlur = (event: FocusEvent<HTMLLIElement>, id: string) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenId((current) => (current === id ? null : current));
    }
  };

  const toggle = (id: string) => {
    clearTimers();
    setOpenId((current) => (current === id ? null : id));
  };

  const onDropdownLinkClick = (event: MouseEvent, id: string) => {
    if (expandsInsteadOfNavigating(window.innerWidth, isTouchDevice())) {
      event.preventDefault();
      event.stopPropagation();
      toggle(id);
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
          const open = openId === entry.id;
          const active = entry.kind === "services" ? pathname.startsWith("/servicii/") : isCurrent(pathname, entry.href);
          return (
            <li
              key={entry.id}
              className={entry.kind === "services" ? "static" : "relative"}
              onMouseEnter={() => hoverOpen(entry.id)}
              onMouseLeave={() => hoverClose(entry.id)}
              onBlur={(event) => onItemBlur(event, entry.id)}
            >
              {entry.kind === "services" ? (
                <button
                  type="button"
                  id={`declansator-${entry.id}`}
                  className={linkClass(active || open)}
                  aria-expanded={open}
                  aria-controls={`meniu-${entry.id}`}
                  onClick={() => toggle(entry.id)}
                  onKeyDown={(event) => onTriggerKey(event, entry.id)}
                >
                  {entry.label}
                  <Chevron open={open} />
                  {active && <ActiveDot />}
                </button>
              ) : (
                <span className="inline-flex items-center">
                  <SiteLink
                    href={entry.href}
                    className={`${linkClass(active || open)} pr-1.5`}
                    aria-current={pathname === entry.href ? "page" : undefined}
                    onClick={(event) => onDropdownLinkClick(event, entry.id)}
                    onKeyDown={(event) => onTriggerKey(event, entry.id)}
                  >
                    {entry.label}
                    {active && <ActiveDot />}
                  </SiteLink>
                  <button
                    type="button"
                    id={`declansator-${entry.id}`}
                    className="nav-sub-toggle"
                    aria-expanded={open}
                    aria-controls={`meniu-${entry.id}`}
                    aria-label={`Submeniu ${entry.label}`}
                    onClick={() => toggle(entry.id)}
                    onKeyDown={(event) => onTriggerKey(event, entry.id)}
                  >
                    <Chevron open={open} />
                  </button>
                </span>
              )}
              <DropdownPanel entry={entry} open={open} onKeyDown={(event) => onPanelKey(event, entry.id)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Icon
      name="chevronDown"
      className={open ? "nav-chevron rotate-180" : "nav-chevron"}
    />
  );
}

function ActiveDot() {
  return <span aria-hidden="true" className="absolute inset-x-0 -bottom-0.5 mx-auto h-1 w-1 rounded-full bg-accent-500" />;
}

// Visibility flips at once when opening (so keyboard focus can move in straight away) and only
// after the fade when closing (styles/components.css).
const panelState = (open: boolean) => (open ? "menu-panel-open" : "menu-panel-closed");

/** A dropdown: its links are in every page's HTML, for crawlers. */
function DropdownPanel({
  entry,
  open,
  onKeyDown,
}: {
  entry: DropdownEntry;
  open: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const base = panelState(open);
  if (entry.kind === "services") {
    return (
      <div id={`meniu-${entry.id}`} className={`absolute inset-x-0 top-full ${base}`} onKeyDown={onKeyDown}>
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
      className={`absolute left-1/2 top-full z-10 -translate-x-1/2 pt-3 ${base} ${entry.id === "blog" ? "w-[34rem]" : "w-[26rem]"}`}
      onKeyDown={onKeyDown}
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
          <Icon name="arrowRight" className="h-4 w-4" />
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
        <Icon name="arrowRight" className="h-4 w-4" />
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
        <Icon name="arrowRight" className="h-4 w-4" />
      </SiteLink>
    </div>
  );
}
