/**
 * This server's own address, for the requests it makes to its own routes (proxy.ts's URL lookups, the
 * schedule job): set by scripts/serve.mjs; under `next start` or `next dev`, the port on the loopback.
 */
export function ownOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`;
}
