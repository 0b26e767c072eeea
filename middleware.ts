import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { publicRewrite } from "@/lib/public-routes";
import { ADMIN_BASE } from "@/lib/constants";
import { secureCookies } from "@/lib/auth/cookies";
import { canOpenPortalPath, type Role } from "@/lib/permissions";

/**
 * Coarse gate for the portal's pages: no session cookie -> sign-in (the attempted location kept),
 * a role that may not open the section -> dashboard. The API checks every caller itself (QUALITY A1),
 * so nothing relies on this running. On the public side it maps URLs to their cached routes and
 * unknown paths to the server-rendered 404 (lib/public-routes.ts).
 */
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!pathname.startsWith(ADMIN_BASE)) {
    const target = publicRewrite(pathname, request.nextUrl.searchParams);
    return target ? NextResponse.rewrite(new URL(target, request.url)) : NextResponse.next();
  }
  const token = await getToken({
    req: request,
    secret: process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET,
    secureCookie: secureCookies(),
  });
  const loginPath = `${ADMIN_BASE}/login`;

  if (pathname === loginPath) {
    if (!token) return NextResponse.next();
    const target = request.nextUrl.searchParams.get("callbackUrl");
    const safe = target && target.startsWith(`${ADMIN_BASE}/`) && !target.startsWith(loginPath) ? target : `${ADMIN_BASE}/dashboard`;
    return NextResponse.redirect(new URL(safe, request.url));
  }
  if (!token) {
    const url = new URL(loginPath, request.url);
    url.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  if (!canOpenPortalPath(pathname, ADMIN_BASE, token.role as Role)) {
    return NextResponse.redirect(new URL(`${ADMIN_BASE}/dashboard`, request.url));
  }
  return NextResponse.next();
}

export const config = {
  // Literal patterns (Next reads them at build time); lib/public-routes.ts decides what each one becomes.
  matcher: [
    "/internal-admin-portalv1.0.1",
    "/internal-admin-portalv1.0.1/:path*",
    "/",
    "/404",
    "/_acasa",
    "/blog",
    "/blog/pagina/:path*",
    "/studii-de-caz",
    "/studii-de-caz/pagina/:path*",
    "/tarife",
    "/(despre-noi|tarife|contact|echipa|politica-de-confidentialitate|termeni-si-conditii|politica-de-utilizare-cookies)/:path+",
  ],
};
