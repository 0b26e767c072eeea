"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { usePages } from "@/lib/api/hooks";
import { pageTitle } from "@/lib/api/pages";
import { ADMIN_BASE } from "@/lib/constants";
import { Icon } from "./icons";

export const PAGES_UPDATED_EVENT = "pagesUpdated";

/** The editor fires this after a page is saved or deleted; the sidebar list reloads. */
export function notifyPagesUpdated(): void {
  window.dispatchEvent(new Event(PAGES_UPDATED_EVENT));
}

type Props = {
  collapsed: boolean;
  /** Widens the collapsed sidebar: the list of pages needs the full width to be read. */
  onExpand?: () => void;
  pathname: string;
  onNavigate?: () => void;
};

/**
 * 'Administrare Pagini': starts closed, lists every page, 'Tarife' for slug tarife, then the create link.
 * In the collapsed sidebar the button widens the sidebar and opens the group, so the pages stay reachable
 * (by keyboard too: it is the same button).
 */
export function SidebarPages({ collapsed, onExpand, pathname, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const { data, error, isLoading, mutate } = usePages();

  useEffect(() => {
    const reload = () => void mutate();
    window.addEventListener(PAGES_UPDATED_EVENT, reload);
    return () => window.removeEventListener(PAGES_UPDATED_EVENT, reload);
  }, [mutate]);

  useEffect(() => {
    // A failure loading the sidebar page list is only logged (SPEC 8).
    if (error) console.error("Nu s-a putut încărca lista de pagini", error);
  }, [error]);

  const link = "block truncate rounded-md px-3 py-1.5 text-sm";
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          if (collapsed && onExpand) {
            onExpand();
            setOpen(true);
          } else setOpen((v) => !v);
        }}
        aria-expanded={open && !collapsed}
        className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-indigo-100 hover:bg-white/10 ${collapsed ? "justify-center" : ""}`}
        title={collapsed ? "Administrare Pagini" : undefined}
      >
        <Icon name="pages" />
        {collapsed ? <span className="sr-only">Administrare Pagini</span> : <span className="flex-1 text-left">Administrare Pagini</span>}
        {collapsed ? null : <Icon name="chevron" className={`h-4 w-4 transition-transform ${open ? "rotate-90" : ""}`} />}
      </button>
      {open && !collapsed ? (
        <ul className="mt-1 space-y-0.5 border-l border-white/15 pl-3 ml-5">
          <li>
            <Link
              href={`${ADMIN_BASE}/pages`}
              onClick={onNavigate}
              aria-current={pathname === `${ADMIN_BASE}/pages` ? "page" : undefined}
              className={`${link} font-medium ${pathname === `${ADMIN_BASE}/pages` ? "bg-white/15 text-white" : "text-indigo-100 hover:bg-white/10 hover:text-white"}`}
            >
              Toate paginile
            </Link>
          </li>
          {isLoading ? <li className="px-3 py-1.5 text-sm text-indigo-200">Se încarcă...</li> : null}
          {(data ?? []).map((page) => {
            const href = `${ADMIN_BASE}/pages/${page.id}`;
            return (
              <li key={page.id}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={pathname === href ? "page" : undefined}
                  className={`${link} ${pathname === href ? "bg-white/15 text-white" : "text-indigo-200 hover:bg-white/10 hover:text-white"}`}
                >
                  {pageTitle(page)}
                </Link>
              </li>
            );
          })}
          <li>
            <Link href={`${ADMIN_BASE}/pages/new`} onClick={onNavigate} className={`${link} font-medium text-accent-500 hover:bg-white/10`}>
              + Creează pagină nouă
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
