/**
 * Whether a state-changing request was sent by another site (QUALITY R5): the browser says so in
 * Sec-Fetch-Site, or names a foreign page in Origin. Used by the API's wrapper and by the proxy for the
 * Server Actions, so both refuse the same requests. A request without either header (curl, a server)
 * is not a browser's cross-site request and is left to the other checks.
 */
export function isCrossSiteRequest(headers: Headers, siteUrl?: string): boolean {
  if (headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  // "null" is what browsers send for a sandboxed document or a redirect across origins: nothing to trust.
  if (origin.trim() === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  const ownHost = headers.get("host")?.trim().toLowerCase();
  if (ownHost && originHost === ownHost) return false;
  if (siteUrl) {
    try {
      if (new URL(siteUrl).host.toLowerCase() === originHost) return false;
    } catch {
      // An unusable NEXT_PUBLIC_SITE_URL names no origin.
    }
  }
  return true;
}
