import "server-only";

/** Longer than any real address (IPv6 with a zone); anything beyond is junk and would bloat rate-limit keys. */
const MAX_LENGTH = 64;

/**
 * The caller's address, used as a rate-limit key: the first x-forwarded-for entry, else x-real-ip,
 * else "unknown". These headers are only as honest as the proxy in front of the app: without a proxy
 * that overwrites them, a client can pick its own key, so production must run behind one.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const real = headers.get("x-real-ip")?.trim();
  return (forwarded || real || "unknown").slice(0, MAX_LENGTH);
}
