import { BLOG_CATEGORIES } from "@/lib/constants";

/**
 * The public lists that read their query string (/blog?category=…&page=…, /studii-de-caz?page=…) are
 * served by cached (ISR) routes proxy.ts rewrites to, /blog/pagina/{category}/{page} and
 * /studii-de-caz/pagina/{page}: a page that reads the query string would render on every request
 * (QUALITY P2). The blog category travels as its index in BLOG_CATEGORIES ("toate" for all), so the
 * path needs no escaping. Keys the list does not read (campaign tags such as utm_source, gclid or
 * fbclid, which newsletters and ads add to every link) are ignored: they change nothing on the page,
 * and must neither cost a render per visit nor let anyone bypass the cache at will.
 *
 * The middleware answers every URL of the two lists itself, so nothing reaches a page rendered per
 * request: valid values of the list's own keys, each given once, are rewritten to the cached route;
 * anything else (an unknown category, page=0 or page=abc, a key given twice) is redirected to the
 * list's canonical URL with the first valid value of each key and the ignored keys kept. A page past
 * the last one is a valid shape: the cached route itself redirects it to /404 (as a missing item, SPEC
 * 2.1). The routes' own URLs are not pages of the site (proxy.ts answers 404).
 */
export const BLOG_LIST_ROUTE = "/blog/pagina";
export const CASE_STUDY_LIST_ROUTE = "/studii-de-caz/pagina";
const ALL = "toate";
const PAGE = /^[1-9]\d{0,5}$/;

/** What proxy.ts does with a list URL: serve it from the cached route, or send the visitor elsewhere. */
export type ListAnswer = { rewrite: string } | { redirect: string };

/**
 * Permanent, since a value is invalid by its form or by the fixed category list (SPEC 9), never by
 * content: search engines fold the URL into the canonical one. Anyone may keep the redirect for a day
 * only, so a category added in a later release opens for everyone by the next day.
 */
export const LIST_REDIRECT_STATUS = 308;
export const LIST_REDIRECT_CACHE_CONTROL = "public, max-age=86400";

type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A category as the filter links write it (?category=Social+Media+Management), in any case; a literal "+" counts as a space. */
function blogCategory(value: string): BlogCategory | undefined {
  const wanted = value.replace(/\+/g, " ").trim().toLowerCase();
  return BLOG_CATEGORIES.find((c) => c.toLowerCase() === wanted);
}

const pageNumber = (value: string): number | undefined => (PAGE.test(value) ? Number(value) : undefined);

/** One key of the query: its first valid value, and whether the query gave just that, once (or nothing). */
function readKey<T>(search: URLSearchParams, key: string, parse: (value: string) => T | undefined): { value: T | undefined; clean: boolean } {
  const given = search.getAll(key);
  for (const raw of given) {
    const value = parse(raw);
    if (value !== undefined) return { value, clean: given.length === 1 };
  }
  return { value: undefined, clean: given.length === 0 };
}

/**
 * The canonical URL of a list page (as its canonical link writes it: page 1 left out, spaces as "+"),
 * followed by the keys the list ignores, so campaign tags still reach the analytics of the landing page.
 */
function canonicalWith(basePath: string, own: Record<string, string | undefined>, search: URLSearchParams): string {
  const query = new URLSearchParams();
  const ownKeys = Object.keys(own);
  for (const [key, value] of Object.entries(own)) if (value !== undefined) query.set(key, value);
  for (const [key, value] of search) if (!ownKeys.includes(key)) query.append(key, value);
  const qs = query.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

export function blogListAnswer(search: URLSearchParams): ListAnswer {
  const category = readKey(search, "category", blogCategory);
  const page = readKey(search, "page", pageNumber);
  if (category.clean && page.clean) {
    const segment = category.value === undefined ? ALL : BLOG_CATEGORIES.indexOf(category.value);
    return { rewrite: `${BLOG_LIST_ROUTE}/${segment}/${page.value ?? 1}` };
  }
  const pageParam = page.value !== undefined && page.value > 1 ? String(page.value) : undefined;
  return { redirect: canonicalWith("/blog", { category: category.value, page: pageParam }, search) };
}

/** The route's segments back to a category and page, or null when they are not ones the rewrite makes. */
export function blogListParams(category: string, page: string): { category: BlogCategory | null; page: number } | null {
  if (!PAGE.test(page)) return null;
  if (category === ALL) return { category: null, page: Number(page) };
  if (!/^\d{1,2}$/.test(category)) return null;
  const found = BLOG_CATEGORIES[Number(category)];
  return found === undefined ? null : { category: found, page: Number(page) };
}

export function caseStudyListAnswer(search: URLSearchParams): ListAnswer {
  const page = readKey(search, "page", pageNumber);
  if (page.clean) return { rewrite: `${CASE_STUDY_LIST_ROUTE}/${page.value ?? 1}` };
  const pageParam = page.value !== undefined && page.value > 1 ? String(page.value) : undefined;
  return { redirect: canonicalWith("/studii-de-caz", { page: pageParam }, search) };
}

/** The route's page segment back to a number, or null when it is not one the rewrite makes. */
export function caseStudyListPage(page: string): number | null {
  return PAGE.test(page) ? Number(page) : null;
}

const ANSWERS: Record<string, (search: URLSearchParams) => ListAnswer> = {
  "/blog": blogListAnswer,
  "/studii-de-caz": caseStudyListAnswer,
};

/** What proxy.ts does with a public list URL, or undefined when the path is not one of the lists. */
export function listAnswer(pathname: string, search: URLSearchParams): ListAnswer | undefined {
  return ANSWERS[pathname]?.(search);
}

/** The cached routes' own URLs, which are not pages of the site. */
export const isListRoutePath = (pathname: string) => [BLOG_LIST_ROUTE, CASE_STUDY_LIST_ROUTE].some((route) => pathname.startsWith(`${route}/`));
