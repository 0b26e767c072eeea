import "server-only";
import clientAddress from "@/lib/client-address";

/**
 * The caller's address, used as a rate-limit and lockout key: what the server worked out from its
 * connection and TRUSTED_PROXIES (lib/client-address.js, applied in scripts/serve.mjs), in a header
 * whose name that server drew, never one the client chose. "unknown" outside `npm start` (`next
 * start`, `next dev`), where nothing sets it.
 */
export function clientIp(headers: Headers): string {
  return headers.get(clientAddress.CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
