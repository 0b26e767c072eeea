import "server-only";
import clientAddress from "@/lib/client-address";

/**
 * The caller's address, used as a rate-limit key: what the server worked out from its connection
 * and TRUSTED_PROXIES (lib/client-address.js, applied in scripts/serve.mjs), never a header the
 * client chose. "unknown" only outside `npm start` (next dev), where nothing sets it.
 */
export function clientIp(headers: Headers): string {
  return headers.get(clientAddress.CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
