"use client";

type Props = { page: number; totalPages: number; onChange: (page: number) => void; siblings?: number; label?: string };

/** The window of page numbers around the current one (SPEC 9: 2 page numbers by default). */
export function pageWindow(page: number, totalPages: number, size = 2): number[] {
  const count = Math.min(size, totalPages);
  let start = Math.max(1, page - Math.floor((count - 1) / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** First/previous, the page numbers, next/last. Hidden when there is one page. */
export function Pagination({ page, totalPages, onChange, siblings = 2, label = "Paginare" }: Props) {
  if (totalPages <= 1) return null;
  const item =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium ring-1 ring-inset ring-slate-300 disabled:cursor-not-allowed disabled:opacity-40";
  const go = (target: number) => () => onChange(Math.min(Math.max(target, 1), totalPages));
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={item} onClick={go(1)} disabled={page === 1} aria-label="Prima pagină">
        «
      </button>
      <button type="button" className={item} onClick={go(page - 1)} disabled={page === 1} aria-label="Pagina anterioară">
        ‹
      </button>
      {pageWindow(page, totalPages, siblings).map((n) => (
        <button
          key={n}
          type="button"
          onClick={go(n)}
          aria-current={n === page ? "page" : undefined}
          className={`${item} ${n === page ? "bg-brand-600 text-white ring-brand-600" : "bg-white hover:bg-slate-50"}`}
        >
          {n}
        </button>
      ))}
      <button type="button" className={item} onClick={go(page + 1)} disabled={page === totalPages} aria-label="Pagina următoare">
        ›
      </button>
      <button type="button" className={item} onClick={go(totalPages)} disabled={page === totalPages} aria-label="Ultima pagină">
        »
      </button>
    </nav>
  );
}
