import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { Icon } from "@/components/public/icons/icon";

/** The window of page numbers around the current one (SPEC 9: 2 page numbers by default). */
export function pageNumbers(page: number, totalPages: number, size = 2): number[] {
  const count = Math.min(size, totalPages);
  if (count <= 0) return [];
  let start = Math.max(1, page - Math.floor((count - 1) / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** "/blog?category=SEO&page=2": other parameters kept, page 1 left out, spaces written as "+". */
export function pageHref(basePath: string, page: number, params: Record<string, string | null | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set("page", String(page));
  const qs = query.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

type Props = {
  page: number;
  totalPages: number;
  basePath: string;
  params?: Record<string, string | null | undefined>;
  label?: string;
  window?: number;
};

/**
 * Public list pagination as real links (crawlable, works without JavaScript): first, previous, a
 * window of page numbers, next, last. Rendered only when there is more than one page.
 */
export function PaginationLinks({ page, totalPages, basePath, params = {}, label = "Paginare", window = 2 }: Props) {
  if (totalPages <= 1) return null;
  const href = (n: number) => pageHref(basePath, n, params);
  return (
    <nav aria-label={label} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      <Step href={href(1)} disabled={page <= 1} label="Prima pagină">
        <Chevron double dir="left" />
      </Step>
      <Step href={href(page - 1)} disabled={page <= 1} label="Pagina anterioară" rel="prev">
        <Chevron dir="left" />
      </Step>
      {pageNumbers(page, totalPages, window).map((n) =>
        n === page ? (
          <span
            key={n}
            aria-current="page"
            className="page-number page-number-current"
          >
            <span className="sr-only">Pagina </span>
            {n}
          </span>
        ) : (
          <SiteLink
            key={n}
            href={href(n)}
            className="page-number page-number-link"
          >
            <span className="sr-only">Pagina </span>
            {n}
          </SiteLink>
        ),
      )}
      <Step href={href(page + 1)} disabled={page >= totalPages} label="Pagina următoare" rel="next">
        <Chevron dir="right" />
      </Step>
      <Step href={href(totalPages)} disabled={page >= totalPages} label="Ultima pagină">
        <Chevron double dir="right" />
      </Step>
    </nav>
  );
}

function Step({ href, disabled, label, rel, children }: { href: string; disabled: boolean; label: string; rel?: string; children: ReactNode }) {
  if (disabled) {
    return (
      <span aria-disabled="true" className="page-step page-step-off" title={label}>
        <span className="sr-only">{label}</span>
        {children}
      </span>
    );
  }
  return (
    <SiteLink
      href={href}
      rel={rel}
      aria-label={label}
      title={label}
      className="page-step page-number-link"
    >
      {children}
    </SiteLink>
  );
}

function Chevron({ dir, double = false }: { dir: "left" | "right"; double?: boolean }) {
  const name = dir === "left" ? (double ? "page-first" : "page-prev") : double ? "page-last" : "page-next";
  return <Icon name={name} className="h-4 w-4" />;
}
