import type { ReactNode } from "react";
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
