import "server-only";
import { getServerSession, type Session } from "next-auth";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { authOptions } from "./next-auth";
import { PORTAL_DASHBOARD, PORTAL_LOGIN } from "./return-to";
import { PORTAL_PATH_HEADER } from "./session-rules";

/** The route that clears a dead session cookie, then shows the login screen. */
export const SESSION_ENDED_PATH = `${PORTAL_LOGIN}/expired`;

/** next-auth's session cookie, with or without the __Secure- prefix, whole or in chunks. */
export function isSessionCookie(name: string): boolean {
  return /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name);
}

/** The session as the database sees it now (the jwt callback), or null. */
export function liveSession(): Promise<Session | null> {
  return getServerSession(authOptions);
}

/**
 * Run by the portal's layout on every server render (QUALITY A11). Middleware admits a cookie on its
 * signature alone; here the cookie's token version is checked against the database, and a dead one
 * goes to SESSION_ENDED_PATH, which clears it (a layout cannot) and shows the login screen. Reading
 * the request also keeps the portal dynamic, which its per-request CSP nonce needs.
 */
export async function endDeadPortalSession(): Promise<void> {
  const [requestHeaders, jar] = await Promise.all([headers(), cookies()]);
  if (!jar.getAll().some((c) => isSessionCookie(c.name))) return;
  if (await liveSession()) return;
  const back = requestHeaders.get(PORTAL_PATH_HEADER) || PORTAL_DASHBOARD;
  redirect(`${SESSION_ENDED_PATH}?callbackUrl=${encodeURIComponent(back)}`);
}
