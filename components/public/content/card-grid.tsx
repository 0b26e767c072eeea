import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { BelowTheFold } from "@/components/public/below-the-fold";
import { Section, SectionHeading } from "./section";
import { EmptyNotice, LoadError } from "./states";

type GridProps<T extends { id: number }> = { items: T[]; renderItem: (item: T, index: number) => ReactNode; className?: string };

/** The three-column grid of article or case-study cards (lists, "related" sections). */
export function CardGrid<T extends { id: number }>({ items, renderItem, className = "" }: GridProps<T>) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8 ${className}`.trim()}>
      {items.map((item, i) => (
        <li key={item.id}>{renderItem(item, i)}</li>
      ))}
    </ul>
  );
}

/** A public list's body: its load error (with retry), its empty notice, or its cards. */
export function CardList<T extends { id: number }>({ error, emptyMessage, ...grid }: GridProps<T> & { error: string | null; emptyMessage: string }) {
  if (error) return <LoadError message={error} />;
  if (grid.items.length === 0) return <EmptyNotice message={emptyMessage} />;
  return <CardGrid {...grid} />;
}

/**
 * The "read on" band under an article or a case study: heading, a link to the whole list and the cards.
 * It starts below the first screen, so the browser draws it only when a visitor nears it.
 */
export function RelatedCards<T extends { id: number }>({
  titleId,
  eyebrow,
  title,
  all,
  ...grid
}: GridProps<T> & { titleId: string; eyebrow: string; title: string; all: { href: string; label: string } }) {
  if (grid.items.length === 0) return null;
  return (
    <BelowTheFold height={1900} heightLg={880}>
      <Section tone="surface" labelledBy={titleId}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id={titleId} eyebrow={eyebrow} title={title} />
          <SiteLink
            href={all.href}
            className="inline-flex shrink-0 items-center gap-2 self-start rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:self-auto"
          >
            {all.label}
          </SiteLink>
        </div>
        <CardGrid className="mt-12" {...grid} />
      </Section>
    </BelowTheFold>
  );
}
