import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { publicAnswer } from "@/lib/public-routes";
import { resolvedResponse } from "@/lib/url-resolver";
import { LIST_REDIRECT_CACHE_CONTROL, LIST_REDIRECT_STATUS } from "@/lib/list-routes";
import { ADMIN_BASE } from "@/lib/constants";
import { secureCookies } from "@/lib/auth/cookies";
import { PORTAL_PATH_HEADER, SESSION_ABSOLUTE_SECONDS } from "@/lib/auth/session-rules";
import { PORTAL_DASHBOARD, PORTAL_LOGIN, safeReturnTo } from "@/lib/auth/return-to";
import securityHeaders from "@/lib/security-headers";
import { canOpenPortalPath, type Role } from "@/lib/permissions";
import { crossSitePage, FORM_PAGE_HEADER, PAGE_POST_MSG, pagePostRefusal, tooLongText } from "@/lib/form-post";

/** The cookie draftMode().enable() sets (Next's draft-mode guide names it). */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/**
 * Coarse gate for the portal's pages: no session cookie -> sign-in (the attempted location kept),
 * a role that may not open the section -> dashboard. The API checks every caller itself (QUALITY A1),
 * and the portal's layout checks the cookie against the database (A11), so nothing relies on this
 * running; it reads no database. Portal pages also get their per-request nonce CSP here. On the
 * public side it asks the URL table about the path (a redirect, a page gone, a missing item:
 * lib/url-resolver.ts), maps URLs to their cached routes and unknown paths to the server-rendered 404,
 * and redirects the lists' invalid queries to their canonical URL (lib/public-routes.ts). A POST to a
 * public page (a form sent to a Server Action) is checked first (lib/form-post.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith(ADMIN_BASE)) {
    const response = await publicResponse(request);
    // The portal's preview (Next's draft-mode cookie, named in its guide) is never for search engines.
    if (request.cookies.has(DRAFT_MODE_COOKIE)) response.headers.set("X-Robots-Tag", "noindex");
    return response;
  }
  return portalResponse(request);
}

/** The public side: a refused page post, the URL table's answer, or the route (rewritten where lib/public-routes.ts says). */
async function publicResponse(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  let forwarded: { request: { headers: Headers } } | undefined;
  if (request.method === "POST") {
    const refused = refusePagePost(request);
    if (refused) return refused;
    // The action answers a stored message with a redirect to this page; it cannot see the address otherwise.
    const headers = new Headers(request.headers);
    headers.set(FORM_PAGE_HEADER, `${pathname}${search}`);
    forwarded = { request: { headers } };
  } else {
    // A moved, gone or missing item is answered here, before any route renders (lib/url-resolver.ts).
    const resolved = await resolvedResponse(request);
    if (resolved) return resolved;
  }
  const answer = publicAnswer(pathname, request.nextUrl.searchParams);
  if (!answer) return NextResponse.next(forwarded);
  if ("rewrite" in answer) return NextResponse.rewrite(new URL(answer.rewrite, request.url), forwarded);
  // Answered here, without a render; shared caches may keep it too (lib/list-routes.ts says for how long).
  const response = NextResponse.redirect(new URL(answer.redirect, request.url), LIST_REDIRECT_STATUS);
  response.headers.set("Cache-Control", LIST_REDIRECT_CACHE_CONTROL);
  return response;
}

async function portalResponse(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const token = await getToken({
    req: request,
    secret: process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET,
    secureCookie: secureCookies(),
  });
  // The cookie's own expiry slides with every session read; the sign-in time does not (QUALITY A5).
  const signedIn = token !== null && typeof token.sst === "number" && Date.now() / 1000 - token.sst < SESSION_ABSOLUTE_SECONDS;

  if (pathname === PORTAL_LOGIN) {
    if (!signedIn) return portalPage(request);
    const target = safeReturnTo(request.nextUrl.searchParams.get("callbackUrl"), request.nextUrl.origin);
    return NextResponse.redirect(new URL(target, request.url));
  }
  // Below the login screen is only the route that clears a dead cookie; it must open without one.
  if (pathname.startsWith(`${PORTAL_LOGIN}/`)) return NextResponse.next();
  if (!signedIn) {
    const url = new URL(PORTAL_LOGIN, request.url);
    url.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  if (!canOpenPortalPath(pathname, ADMIN_BASE, token.role as Role)) {
    return NextResponse.redirect(new URL(PORTAL_DASHBOARD, request.url));
  }
  return portalPage(request);
}

/**
 * Another site's post, an undeclared length or a body over Server Actions' limit, answered before Next
 * reads the body (its action handler would answer each with a plain-text 500, QUALITY R9).
 */
function refusePagePost(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const refusal = pagePostRefusal(request.headers, `${pathname}${search}`, process.env.NEXT_PUBLIC_SITE_URL);
  if (!refusal) return null;
  if ("redirect" in refusal) {
    const response = NextResponse.redirect(new URL(refusal.redirect, request.url), 303);
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
  const html = refusal.status === 403;
  const body = html ? crossSitePage() : refusal.status === 411 ? PAGE_POST_MSG.lengthRequired : tooLongText();
  return new NextResponse(body, {
    status: refusal.status,
    headers: { "Content-Type": html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Next's documented nonce pattern: a fresh nonce per request, in the request's CSP header (Next reads
 * it there and puts it on its own scripts) and in the response's. The page's path goes along for the
 * layout, which needs it to send a dead session back to the same page after sign-in.
 */
function portalPage(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const policy: string = securityHeaders.portalCsp(nonce);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  headers.set(PORTAL_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Literal patterns (Next reads them at build time); lib/public-routes.ts decides what each path becomes.
  matcher: [
    "/internal-admin-portalv1.0.1",
    "/internal-admin-portalv1.0.1/:path*",
    // Every public page path: the URL table may know it (an old address, a moved or missing item), and a
    // page may be posted to (a Server Action). Next's files, uploads, the API and the site's static files
    // (fonts, images, video: public/) never pass here, so nothing the first paint waits for waits on it.
    "/((?!_next/|uploads/|fonts/|home/|api(?:/|$)|internal-admin-portalv1\\.0\\.1(?:/|$))(?!.*\\.(?:woff2?|png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|css|js|map)$).*)",
  ],
};
