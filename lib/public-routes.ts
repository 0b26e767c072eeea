import { isListRoutePath, listAnswer, type ListAnswer } from "./list-routes";
import { UNMATCHED_PATH } from "./request-path";

/**
 * How public URLs reach their routes (applied by proxy.ts). Every unknown path must end
 * on a path that no route matches: Next renders that one with app/not-found.tsx on the server, whole,
 * with status 404, while a notFound() thrown by a page sends an empty shell that only JavaScript fills.
 */

/** Home is the single-segment route's page under a name no page of the pages list can have (slugs are a-z, 0-9, -). */
export const HOME_SEGMENT = "_acasa";
/** Where detail pages send a missing item (SPEC 2.1). */
export const NOT_FOUND_PATH = "/404";
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
