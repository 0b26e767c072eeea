"use client";
import { SiteLink } from "@/components/public/site-link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { BREAKPOINTS } from "@/lib/constants";
import { phoneHref, siteConfig } from "@/lib/site-config";
import { isCurrent } from "./desktop-nav";
import { Icon } from "./icons";
import { CTA, type MenuEntry, type MenuLink } from "./menu-model";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The menu up to 991 px: a hamburger opening a full-height panel. Servicii, Studii de caz and Blog
 * are accordions (they expand instead of navigating, SPEC 2.1); focus stays inside the panel while it
 * is open, Escape or the close button shut it and give focus back to the hamburger.
 */
export function MobileMenu({ menu, logo }: { menu: MenuEntry[]; logo: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Leaving the mobile width closes the panel (the desktop menu takes over).
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${BREAKPOINTS.menu + 1}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu-close"
        aria-expanded={open}
        aria-controls="meniu-mobil"
        aria-label={open ? "Închide meniul" : "Deschide meniul"}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      {open && createPortal(<MobilePanel menu={menu} logo={logo} onClose={close} />, document.body)}
    </>
  );
}

function MobilePanel({ menu, logo, onClose }: { menu: MenuEntry[]; logo: ReactNode; onClose: (restoreFocus: boolean) => void }) {
  const pathname = usePathname() ?? "/";
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    closeRef.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
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

  // Following any link closes the panel.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("a[href]")) onClose(false);
  };

  const toggle = (id: string) => setExpanded((current) => (current === id ? null : id));

  return (
    <div className="fixed inset-0 z-[70] min-[992px]:hidden" onKeyDown={onKeyDown} onClick={onClick}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-ink/50 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
        onClick={() => onClose(true)}
      />
      <div
        ref={panelRef}
        id="meniu-mobil"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 right-0 flex h-dvh w-full max-w-md flex-col bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-5">
          {logo}
          <h2 id={titleId} className="sr-only">
            Meniu
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="grid h-11 w-11 place-items-center rounded-full text-ink ring-1 ring-slate-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            aria-label="Închide meniul"
            onClick={() => onClose(true)}
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        </div>

        <nav aria-label="Meniu mobil" className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
          <ul>
            {menu.map((entry) => {
              if (entry.kind === "link") {
                const active = isCurrent(pathname, entry.href);
                return (
                  <li key={entry.id} className="border-b border-slate-100 last:border-0">
                    <SiteLink
                      href={entry.href}
                      aria-current={active ? "page" : undefined}
                      className={`flex min-h-14 items-center rounded-xl px-3 font-display text-lg font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${
                        active ? "text-brand-700" : "text-ink"
                      }`}
                    >
                      {entry.label}
                    </SiteLink>
                  </li>
                );
              }
              const isOpen = expanded === entry.id;
              const regionId = `mobil-${entry.id}`;
              return (
                <li key={entry.id} className="border-b border-slate-100 last:border-0">
                  <button
                    type="button"
                    className={`flex min-h-14 w-full items-center justify-between rounded-xl px-3 text-left font-display text-lg font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${
                      isOpen ? "text-brand-700" : "text-ink"
                    }`}
                    aria-expanded={isOpen}
                    aria-controls={regionId}
                    onClick={() => toggle(entry.id)}
                  >
                    {entry.label}
                    <span className={`grid h-8 w-8 place-items-center rounded-full transition ${isOpen ? "rotate-180 bg-brand-100" : "bg-surface"}`}>
                      <Icon name="chevronDown" className="h-4 w-4" />
                    </span>
                  </button>
                  <div id={regionId} hidden={!isOpen} className="pb-3">
                    {entry.kind === "services" ? (
                      <ServicesAccordion groups={entry.groups} />
                    ) : (
                      <SubList items={entry.allFirst ? [entry.allLink, ...entry.items] : [...entry.items, entry.allLink]} highlight={entry.allLink.href} />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="shrink-0 space-y-3 border-t border-slate-100 bg-surface px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-4">
          <SiteLink
            href={CTA.href}
            className="flex h-12 items-center justify-center gap-2 rounded-full bg-linear-to-r from-brand-600 via-brand-500 to-accent-500 font-semibold text-white shadow-lg shadow-brand-500/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {CTA.label}
            <Icon name="arrowRight" className="h-4 w-4" />
          </SiteLink>
          <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-sm">
            <a href={phoneHref(siteConfig.phone)} className="inline-flex items-center gap-1.5 py-1 font-medium text-ink hover:text-brand-700">
              <Icon name="phone" className="h-4 w-4 text-brand-600" />
              {siteConfig.phone}
            </a>
            <a href={`mailto:${siteConfig.emails.office}`} className="inline-flex items-center gap-1.5 py-1 font-medium text-ink hover:text-brand-700">
              <Icon name="mail" className="h-4 w-4 text-brand-600" />
              {siteConfig.emails.office}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}

function SubList({ items, highlight }: { items: MenuLink[]; highlight: string }) {
  return (
    <ul className="space-y-0.5 pl-3">
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink
            href={item.href}
            className={`flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-[0.95rem] leading-snug focus-visible:outline-2 focus-visible:outline-brand-500 ${
              item.href === highlight ? "font-semibold text-brand-700" : "text-ink/80 hover:text-brand-700"
            }`}
          >
            {item.href === highlight && <Icon name="arrowRight" className="h-4 w-4 shrink-0" />}
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function ServicesAccordion({ groups }: { groups: { label: string; href: string; children: MenuLink[] }[] }) {
  const [openHref, setOpenHref] = useState<string | null>(null);
  if (groups.length === 0) return <p className="px-6 py-2 text-sm text-muted">Nu există servicii.</p>;
  return (
    <ul className="space-y-0.5 pl-3">
      {groups.map((group) => {
        const open = openHref === group.href;
        const regionId = `mobil-sub-${group.href.replace(/[^a-z0-9]/gi, "-")}`;
        return (
          <li key={group.href}>
            <div className="flex items-center">
              <SiteLink
                href={group.href}
                className="flex min-h-11 flex-1 items-center rounded-lg px-3 py-2 font-semibold text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {group.label}
              </SiteLink>
              {group.children.length > 0 && (
                <button
                  type="button"
                  className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-ink/70 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                  aria-expanded={open}
                  aria-controls={regionId}
                  aria-label={`Subservicii ${group.label}`}
                  onClick={() => setOpenHref(open ? null : group.href)}
                >
                  <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
                </button>
              )}
            </div>
            {group.children.length > 0 && (
              <ul id={regionId} hidden={!open} className="mb-2 ml-3 space-y-0.5 border-l-2 border-brand-100 pl-2">
                {group.children.map((child) => (
                  <li key={child.href}>
                    <SiteLink
                      href={child.href}
                      className="flex min-h-10 items-center rounded-lg px-3 py-1.5 text-[0.95rem] text-ink/75 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      {child.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
