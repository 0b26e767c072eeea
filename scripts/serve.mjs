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
import { distDir, root, serveBuildFolder } from "./env.mjs";
import requestPath from "../lib/request-path.js";

// A build folder being served is not rebuilt under this server (scripts/start.mjs), nor served mid-build.
serveBuildFolder();

// The name of the header that carries the client's address is drawn anew by each server
// (lib/client-address.js) and handed to the app through the environment, so no client can send a
// header the app would take for it.
delete process.env.CLIENT_ADDRESS_HEADER;
const { default: clientAddress } = await import("../lib/client-address.js");
process.env.CLIENT_ADDRESS_HEADER = clientAddress.CLIENT_ADDRESS_HEADER;

const port = Number(process.env.PORT || 3000);
let trustedProxies;
try {
  trustedProxies = clientAddress.trustedProxiesFrom(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
// Cache entries in Redis are kept per build (lib/cache/redis-client.js): the id scripts/start.mjs gave
// Next for the build it made (next.config.js generateBuildId), kept beside it.
const stamp = path.join(distDir(), "app-build-id");
if (fs.existsSync(stamp)) process.env.APP_BUILD_ID = fs.readFileSync(stamp, "utf8");
else delete process.env.APP_BUILD_ID;

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
// Where proxy.ts reaches this server's own routes (lib/url-resolver.ts): the address it listens on.
const ownHost = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
process.env.INTERNAL_ORIGIN = `http://${ownHost}:${port}`;
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
