import { NextResponse, type NextRequest } from "next/server";
import { isSessionCookie, liveSession } from "@/lib/auth/portal-guard";
import { PORTAL_LOGIN, safeReturnTo } from "@/lib/auth/return-to";

/** A redirect to a path of this site. Relative, because a route handler's request.url names the host Next listens on, not the one the browser used. */
function redirectTo(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { Location: path, "Cache-Control": "no-store" } });
}

/**
 * Where the portal's layout sends a session cookie the database no longer honours (QUALITY A11): it
 * is deleted here, because a layout cannot set cookies, and the user goes to the login screen with
 * the page they wanted kept. A live session only goes on to its target, so a link to this route
 * cannot sign anyone out.
 */
export async function GET(request: NextRequest) {
  const target = safeReturnTo(request.nextUrl.searchParams.get("callbackUrl"), request.nextUrl.origin);
  if (await liveSession()) return redirectTo(target);
  const response = redirectTo(`${PORTAL_LOGIN}?callbackUrl=${encodeURIComponent(target)}`);
  for (const { name } of request.cookies.getAll()) {
    if (!isSessionCookie(name)) continue;
    response.cookies.set(name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
  return response;
}
