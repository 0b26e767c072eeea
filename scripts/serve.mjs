// The production server `npm start` runs (scripts/start.mjs): Next's documented custom server
// (https://nextjs.org/docs/app/guides/custom-server). It exists for one thing `next start` cannot do:
// pass on the client's address as the connection sees it (lib/client-address.js, TRUSTED_PROXIES),
// since Next keeps a client-sent X-Forwarded-For as it is. Every request then goes to Next, and the
// response is Next's, untouched, except for a path that cannot be decoded, which Next would answer
// with a plain-text 500 (lib/request-path.js).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import next from "next";
import { root } from "./env.mjs";
import clientAddress from "../lib/client-address.js";
import requestPath from "../lib/request-path.js";

const port = Number(process.env.PORT || 3000);
let trustedProxies;
try {
  trustedProxies = clientAddress.trustedProxiesFrom(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
// Cache entries in Redis are kept per build (lib/cache/redis-client.js): the fingerprint scripts/start.mjs
// stamps on the build it made.
const stamp = path.join(root, process.env.NEXT_DIST_DIR || ".next", "source-fingerprint");
process.env.CACHE_BUILD ||= fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8").slice(0, 16) : "unstamped";

const app = next({ dev: false, dir: root, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer(
  clientAddress.withClientAddress(
    requestPath.withDecodablePath((req, res) => handle(req, res)),
    trustedProxies,
  ),
);
// HOST, or the loopback only behind trusted proxies (lib/client-address.js); all interfaces otherwise.
const host = clientAddress.listenHost({ host: process.env.HOST, trustedProxies });
server.once("error", (error) => {
  // A HOST that is not an address of this machine (EADDRNOTAVAIL), or a port already taken.
  console.error(`\nServerul nu poate asculta pe ${host ?? "toate interfețele"}, portul ${port}: ${error.code ?? error.message}\n`);
  process.exit(1);
});
server.listen(port, host, () => {
  const where = host ? `${host}:${port}` : `toate interfețele, portul ${port}`;
  console.log(`✓ Ready on http://localhost:${port} (ascultă pe ${where})`);
});

// `exit` handlers release the data directory's lock (lib/db/lock.ts); a signal alone would skip them.
// In-flight requests finish first (Next's advice for a graceful stop), within ten seconds.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
