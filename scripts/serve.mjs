// The production server `npm start` runs (scripts/start.mjs): Next's request handler behind the page
// cache (lib/page-cache), in one process, so the content writes of the API purge the cache directly.
// Every request first gets the client's address from the connection (lib/client-address.js).
// PAGE_CACHE=off serves straight from Next, e.g. to compare.
import http from "node:http";
import next from "next";
import { root } from "./env.mjs";
import pageCache from "../lib/page-cache/handler.js";
import pageCacheStore from "../lib/page-cache/store.js";
import pageCacheSignal from "../lib/page-cache/signal.js";
import clientAddress from "../lib/client-address.js";
import singleLocation from "../lib/single-location.js";

const port = Number(process.env.PORT || 3000);
let trustedProxies;
try {
  trustedProxies = clientAddress.trustedProxiesFrom(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const app = next({ dev: false, dir: root, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

// One Location field per redirect (lib/single-location.js: Next appends a second copy on an ISR miss).
let listener = singleLocation.withSingleLocation((req, res) => handle(req, res));
if (process.env.PAGE_CACHE !== "off") {
  const store = new pageCacheStore.PageCacheStore({ maxBytes: Number(process.env.PAGE_CACHE_MAX_MB || 64) * 1024 * 1024 });
  pageCacheSignal.registerPageCache(store);
  listener = pageCache.createPageCacheHandler({ store, upstream: listener, origin: `http://127.0.0.1:${port}` });
}

const server = http.createServer(clientAddress.withClientAddress(listener, trustedProxies));
server.listen(port, () => console.log(`✓ Ready on http://localhost:${port}${process.env.PAGE_CACHE === "off" ? " (page cache off)" : ""}`));

// `exit` handlers release the data directory's lock (lib/db/lock.ts); a signal alone would skip them.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
}
