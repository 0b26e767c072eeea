import { ADMIN_BASE } from "@/lib/constants";

export const PORTAL_LOGIN = `${ADMIN_BASE}/login`;
export const PORTAL_DASHBOARD = `${ADMIN_BASE}/dashboard`;

/**
 * Where to send a user after sign-in (QUALITY A12). The target is resolved the way the browser will
 * resolve it, against the site's origin, so that `..`, `%2e%2e`, backslashes and `//host` are judged
 * after normalisation, not as typed. Only a same-origin path inside the portal, other than the login
 * screen, is kept; anything else gives the dashboard. The result is always a path starting with
 * ADMIN_BASE, never a URL another origin could hide in. Used by proxy.ts and by the login screen.
 */
export function safeReturnTo(target: string | null | undefined, origin: string): string {
  if (!target) return PORTAL_DASHBOARD;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return PORTAL_DASHBOARD;
  }
  if (url.origin !== base.origin) return PORTAL_DASHBOARD;
  const path = url.pathname;
  const inPortal = path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`);
  const isLogin = path === PORTAL_LOGIN || path.startsWith(`${PORTAL_LOGIN}/`);
  // A path starting with ADMIN_BASE cannot begin with "//", so the result cannot turn into another host.
  return inPortal && !isLogin ? `${path}${url.search}` : PORTAL_DASHBOARD;
}
