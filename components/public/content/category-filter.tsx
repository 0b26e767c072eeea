import { SiteLink } from "@/components/public/site-link";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { pageHref } from "./pagination";

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** /blog?category=Web+Development (SPEC 2.1: spaces as "+"); a new category always starts at page 1. */
export const blogCategoryHref = (category: string | null) => pageHref("/blog", 1, { category });

/** Toate plus the nine categories, as links so every filtered list can be crawled. */
export function CategoryFilter({ active }: { active: BlogCategory | null }) {
  const items: Array<{ label: string; value: BlogCategory | null }> = [
    { label: "Toate", value: null },
    ...BLOG_CATEGORIES.map((c) => ({ label: c, value: c })),
  ];
  return (
    <nav aria-label="Categorii articole" className="-mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:overflow-visible sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {items.map((item) => {
          const selected = item.value === active;
          return (
            <li key={item.label}>
              <SiteLink
                href={blogCategoryHref(item.value)}
                aria-current={selected ? "page" : undefined}
                scroll={false}
                className={selected ? "category-pill-current" : "category-pill"}
              >
                {item.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
