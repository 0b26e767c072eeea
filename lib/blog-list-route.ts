import { BLOG_CATEGORIES } from "@/lib/constants";

/**
 * /blog?category=…&page=… is served by a cached (ISR) route, /blog/pagina/{category}/{page}, which the
 * middleware rewrites to: a page that reads the query string would render on every request (QUALITY
 * P2). The category travels as its index in BLOG_CATEGORIES ("toate" for all), so the path needs no
 * escaping. Only the plain, valid shapes are rewritten; anything else reaches the dynamic /blog page.
 */
export const BLOG_LIST_ROUTE = "/blog/pagina";
const ALL = "toate";

export function blogListRewrite(search: URLSearchParams): string | null {
  for (const key of new Set(search.keys())) {
    if ((key !== "page" && key !== "category") || search.getAll(key).length > 1) return null;
  }
  const page = search.get("page");
  if (page !== null && !/^[1-9]\d{0,5}$/.test(page)) return null;
  const category = search.get("category");
  if (category === null) return `${BLOG_LIST_ROUTE}/${ALL}/${page ?? 1}`;
  const index = BLOG_CATEGORIES.findIndex((c) => c.toLowerCase() === category.trim().toLowerCase());
  return index < 0 ? null : `${BLOG_LIST_ROUTE}/${index}/${page ?? 1}`;
}

/** The route's segments back to a category and page, or null when they are not ones the rewrite makes. */
export function blogListParams(category: string, page: string): { category: (typeof BLOG_CATEGORIES)[number] | null; page: number } | null {
  if (!/^[1-9]\d{0,5}$/.test(page)) return null;
  if (category === ALL) return { category: null, page: Number(page) };
  if (!/^\d{1,2}$/.test(category)) return null;
  const found = BLOG_CATEGORIES[Number(category)];
  return found === undefined ? null : { category: found, page: Number(page) };
}
