"use client";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { StatusBadge } from "@/components/ui/states";
import { scheduledAt } from "@/lib/content-status";
import { usePages } from "@/lib/api/hooks";
import { pageTitle } from "@/lib/api/pages";
import { ADMIN_BASE } from "@/lib/constants";
import { Icon } from "../icons";
import { STAT_CARD, StatBody, StatIcon } from "./stat-card-parts";

/**
 * Pages have no list screen of their own (the sidebar group lists them), so this card opens the list
 * in place: every page with its status, linking to its editor, and the create link.
 */
export function PagesStatCard({ value }: { value: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { data, error, isLoading } = usePages();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative h-full">
      <button
        type="button"
        className={STAT_CARD}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <StatIcon name="pages" />
        <StatBody value={value} label="Pagini publicate" cta={open ? "Ascunde paginile" : "Vezi paginile"} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute left-0 top-full z-20 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">Administrare pagini</p>
          {isLoading ? <p className="px-3 py-2 text-sm text-muted">Se încarcă...</p> : null}
          {error ? <p className="px-3 py-2 text-sm text-red-700">Eroare la încărcarea datelor paginii</p> : null}
          <ul className="max-h-72 overflow-y-auto">
            {(data ?? []).map((page) => (
              <li key={page.id}>
                <Link
                  href={`${ADMIN_BASE}/pages/${page.id}`}
                  className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-100/60 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="truncate">{pageTitle(page)}</span>
                  <StatusBadge status={page.status} scheduledAt={scheduledAt(page)} />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={`${ADMIN_BASE}/pages/new`}
            className="mt-1 flex items-center gap-2 rounded-lg border-t border-slate-100 px-3 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-100/60"
          >
            <Icon name="plus" className="h-4 w-4" />
            Creează pagină nouă
          </Link>
        </div>
      ) : null}
    </div>
  );
}
