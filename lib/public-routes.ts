import { isListRoutePath, listAnswer, type ListAnswer } from "./list-routes";
import { UNMATCHED_PATH } from "./request-path";
import { SEARCH_PATH } from "./search";
import { isSlug } from "./slug";

/**
 * How public URLs reach their routes (applied by proxy.ts). Every unknown path must end
 * on a path that no route matches: Next renders that one with app/global-not-found.tsx on the server, whole,
 * with status 404, while a notFound() thrown by a page sends an empty shell that only JavaScript fills.
 */

/** Home is the single-segment route's page under a name no page of the pages list can have (slugs are a-z, 0-9, -). */
export const HOME_SEGMENT = "_acasa";
/** Where detail pages send a missing item (SPEC 2.1). */
export const NOT_FOUND_PATH = "/404";
/** How long anyone may keep "there is no page here" (a redirect to /404): an item published later must not stay hidden. */
export const MISSING_PAGE_TTL_SECONDS = 60;
/** A path no route matches (defined beside the custom server's path check, which needs it without a build). */
export { UNMATCHED_PATH };
/** The fixed public pages: each is a page at its own path only. */
export const FIXED_PAGES = [
  "despre-noi",
  "tarife",
  "contact",
  "echipa",
  "politica-de-confidentialitate",
  "termeni-si-conditii",
  "politica-de-utilizare-cookies",
] as const;
/** /tarife?pachet={uuid}: the query key that names the chosen plan. */
export const PACKAGE_QUERY = "pachet";
/** /tarife?pachet={uuid} is served by /tarife/pachet/{uuid}, cached per plan. */
export const PRICING_PACKAGE_ROUTE = "/tarife/pachet";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pricingRewrite(search: URLSearchParams): string | undefined {
  const chosen = search.getAll(PACKAGE_QUERY);
  return chosen.length === 1 && UUID.test(chosen[0]) ? `${PRICING_PACKAGE_ROUTE}/${chosen[0].toLowerCase()}` : undefined;
}

/** Detail routes: one segment under these (or at the root, for the pages list) names one item. */
const DETAIL_ROOTS = ["blog", "studii-de-caz", "servicii"];
/** Next's metadata routes at the root (app/opengraph-image.tsx, app/icon.png...), named without an extension. */
const ROOT_FILES = new Set(["opengraph-image", "twitter-image", "icon", "apple-icon", "manifest"]);
const OWN_PATHS = new Set(["/", NOT_FOUND_PATH, `/${HOME_SEGMENT}`, "/blog", "/studii-de-caz", SEARCH_PATH, ...FIXED_PAGES.map((slug) => `/${slug}`)]);

/**
 * What the URL table (lib/server/url-table.ts) is asked about a path: nothing for the site's own fixed
 * routes (no redirect may start there); "detail" for a path that names one item (missing: SPEC 2.1's
 * redirect to /404); "other" for anything else (an old address a redirect may start from, else 404).
 */
export function pathLookup(pathname: string): "detail" | "other" | null {
  if (OWN_PATHS.has(pathname) || isListRoutePath(pathname)) return null;
  const segments = pathname.slice(1).split("/");
  // A page's slug; "/robots.txt", "/opengraph-image" and the other files at the root are not items.
  if (segments.length === 1) return isSlug(segments[0]) && !ROOT_FILES.has(segments[0]) ? "detail" : "other";
  // An item's slug under its list ("/blog/rss.xml" is a file of the blog, not an article).
  return segments.length === 2 && DETAIL_ROOTS.includes(segments[0]) && isSlug(segments[1]) ? "detail" : "other";
}

/** A route to serve the URL from, or a URL to redirect to (the lists' invalid queries, lib/list-routes.ts). */
export type PublicAnswer = ListAnswer;

/** What the proxy does with a public URL, or undefined when the URL's own route answers it. */
export function publicAnswer(pathname: string, search: URLSearchParams): PublicAnswer | undefined {
  const list = listAnswer(pathname, search);
  if (list) return list;
  const target = publicRewrite(pathname, search);
  return target === undefined ? undefined : { rewrite: target };
}

/** The path to serve a public URL from, or undefined when the URL's own route answers it. */
function publicRewrite(pathname: string, search: URLSearchParams): string | undefined {
  if (pathname === "/") return `/${HOME_SEGMENT}`;
  if (pathname === NOT_FOUND_PATH || pathname === `/${HOME_SEGMENT}`) return UNMATCHED_PATH;
  if (isListRoutePath(pathname)) return UNMATCHED_PATH;
  if (pathname === "/tarife") return pricingRewrite(search);
  const [first, ...below] = pathname.slice(1).split("/");
  if (below.length > 0 && (FIXED_PAGES as readonly string[]).includes(first)) return UNMATCHED_PATH;
  return undefined;
}
