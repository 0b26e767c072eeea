"use client";

import { useState, type ReactNode } from "react";

export type FilterCategory = { key: string; label: string };
export type FilterItem = { key: string; category: string; node: ReactNode };

/** The filter's first pill (SPEC 2.1): every category at once. */
export const ALL_CATEGORIES_LABEL = "Toate";

const countLabel = (n: number) => (n === 1 ? "1 pachet" : n % 100 >= 20 || n % 100 === 0 ? `${n} de pachete` : `${n} pachete`);

/**
 * "Toate" plus one pill per category (SPEC 2.1) over one grid of plans, ordered by category and each
 * carrying its category's label. One grid rather than a block per category: most categories hold one
 * to three plans, and per-category rows left whole thirds of the page empty. The cards are server-
 * rendered and all present in the HTML (crawlable, complete without JavaScript); the filter only hides
 * the others. Pills are toggle buttons (aria-pressed), a pattern keyboard and screen-reader users know.
 */
export function PlanCategoryFilter({ categories, items }: { categories: FilterCategory[]; items: FilterItem[] }) {
  const [active, setActive] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const pills: Array<{ key: string | null; label: string }> = [{ key: null, label: ALL_CATEGORIES_LABEL }, ...categories];

  const choose = (key: string | null, label: string) => {
    setActive(key);
    // Hiding cards is silent for screen readers; one short status line says what changed.
    const shown = items.filter((item) => key === null || item.category === key).length;
    setAnnouncement(key === null ? `Se afișează toate pachetele (${countLabel(shown)})` : `Se afișează ${countLabel(shown)} din categoria ${label}`);
  };

  return (
    <>
      <div role="group" aria-label="Filtrează pachetele după categorie" className="-mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:overflow-visible sm:px-0">
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          {pills.map((pill) => {
            const pressed = pill.key === active;
            return (
              <li key={pill.label}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => choose(pill.key, pill.label)}
                  className={pressed ? "filter-pill filter-pill-on" : "filter-pill filter-pill-off"}
                >
                  {pill.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} hidden={active !== null && active !== item.category}>
            {item.node}
          </li>
        ))}
      </ul>
    </>
  );
}
