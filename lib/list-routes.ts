import { BLOG_CATEGORIES } from "@/lib/constants";

/**
 * The public lists that read their query string (/blog?category=…&page=…, /studii-de-caz?page=…) are
 * served by cached (ISR) routes the middleware rewrites to, /blog/pagina/{category}/{page} and
 * /studii-de-caz/pagina/{page}: a page that reads the query string would render on every request
 * (QUALITY P2). The blog category travels as its index in BLOG_CATEGORIES ("toate" for all), so the
 * path needs no escaping. Keys the list does not read (campaign tags such as utm_source, gclid or
 * fbclid, which newsletters and ads add to every link) are ignored: they change nothing on the page,
 * and must neither cost a render per visit nor let anyone bypass the cache at will. Only valid values
 * of the list's own keys, each given once, are rewritten; anything else reaches the dynamic page,
 * and the routes' own URLs are not pages of the site (the middleware answers 404).
 */
export const BLOG_LIST_ROUTE = "/blog/pagina";
export const CASE_STUDY_LIST_ROUTE = "/studii-de-caz/pagina";
const ALL = "toate";
const PAGE = /^[1-9]\d{0,5}$/;

/** True when none of the list's own keys is given more than once; other keys do not matter. */
function eachKeyOnce(search: URLSearchParams, keys: string[]): boolean {
  return keys.every((key) => search.getAll(key).length <= 1);
}

export function blogListRewrite(search: URLSearchParams): string | null {
  if (!eachKeyOnce(search, ["page", "category"])) return null;
  const page = search.get("page");
  if (page !== null && !PAGE.test(page)) return null;
  const category = search.get("category");
  if (category === null) return `${BLOG_LIST_ROUTE}/${ALL}/${page ?? 1}`;
  const index = BLOG_CATEGORIES.findIndex((c) => c.toLowerCase() === category.trim().toLowerCase());
  return index < 0 ? null : `${BLOG_LIST_ROUTE}/${index}/${page ?? 1}`;
}

/** The route's segments back to a category and page, or null when they are not ones the rewrite makes. */
export function blogListParams(category: string, page: string): { category: (typeof BLOG_CATEGORIES)[number] | null; page: number } | null {
  if (!PAGE.test(page)) return null;
  if (category === ALL) return { category: null, page: Number(page) };
  if (!/^\d{1,2}$/.test(category)) return null;
  const found = BLOG_CATEGORIES[Number(category)];
  return found === undefined ? null : { category: found, page: Number(page) };
}

export function caseStudyListRewrite(search: URLSearchParams): string | null {
  if (!eachKeyOnce(search, ["page"])) return null;
  const page = search.get("page") ?? "1";
  return PAGE.test(page) ? `${CASE_STUDY_LIST_ROUTE}/${page}` : null;
}

/** The route's page segment back to a number, or null when it is not one the rewrite makes. */
export function caseStudyListPage(page: string): number | null {
  return PAGE.test(page) ? Number(page) : null;
}

const REWRITES: Record<string, (search: URLSearchParams) => string | null> = {
  "/blog": blogListRewrite,
  "/studii-de-caz": caseStudyListRewrite,
};

/**
 * What the middleware does with a public list URL: the cached route to rewrite to, null to let the
 * dynamic page answer, or undefined when the path is not one of the lists.
 */
export function listRewrite(pathname: string, search: URLSearchParams): string | null | undefined {
  return REWRITES[pathname]?.(search);
}

/** The cached routes' own URLs, which are not pages of the site. */
export const isListRoutePath = (pathname: string) => [BLOG_LIST_ROUTE, CASE_STUDY_LIST_ROUTE].some((route) => pathname.startsWith(`${route}/`));
