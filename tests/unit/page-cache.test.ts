/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { ADMIN_BASE } from "@/lib/constants";
import { FILL_HEADER, createPageCacheHandler } from "@/lib/page-cache/handler";
import { MAX_PAGE_TTL_SECONDS, PORTAL, cacheKey, pickEncoding } from "@/lib/page-cache/rules";
import { purgePageCache, registerPageCache } from "@/lib/page-cache/signal";
import { PageCacheStore } from "@/lib/page-cache/store";

// The page cache in front of a real HTTP origin: an upstream that answers like Next does (its
// Cache-Control decides), counting what reaches it, on a real socket.

type Reply = { status?: number; headers: Record<string, string>; body: () => string | Buffer };
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=31536000",
  vary: "rsc, next-router-state-tree, Accept-Encoding",
  "x-frame-options": "DENY",
};
const ASSET_HEADERS = { "content-type": "application/javascript; charset=UTF-8", "cache-control": "public, max-age=31536000, immutable" };

let version = 1;
let holdFills: Promise<void> | null = null;
const hits = new Map<string, number>();
const pageBody = () => `<!doctype html><html lang="ro"><body><h1>Versiunea ${version}</h1>${"<p>Strategie de marketing pentru clienți.</p>".repeat(400)}</body></html>`;
// A page as Next renders it: its framework chunk as an async script in <head>, its RSC payload in inline scripts.
const nextPage =
  `<!DOCTYPE html><html lang="ro"><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/app.js" async=""></script></head>` +
  `<body><main>${"<p>Text</p>".repeat(300)}</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\",null,{}]\\n"])</script></body></html>`;
const routes: Record<string, Reply> = {
  "/": { headers: PAGE_HEADERS, body: pageBody },
  "/blog?page=2": { headers: PAGE_HEADERS, body: pageBody },
  "/dinamic": { headers: { ...PAGE_HEADERS, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }, body: pageBody },
  "/cu-cookie": { headers: { ...PAGE_HEADERS, "set-cookie": "a=1; Path=/" }, body: pageBody },
  "/lipsa": { status: 404, headers: PAGE_HEADERS, body: () => "Pagina nu a fost găsită" },
  "/api/blog": { headers: { ...PAGE_HEADERS, "content-type": "application/json" }, body: () => "{}" },
  [`${ADMIN_BASE}/login`]: { headers: PAGE_HEADERS, body: pageBody },
  "/_next/static/chunks/app.js": { headers: ASSET_HEADERS, body: () => `console.log(${version});`.repeat(200) },
  "/cu-scripturi": { headers: PAGE_HEADERS, body: () => nextPage },
  "/fonts/inter.woff2": { headers: { "content-type": "font/woff2", "cache-control": "public, max-age=31536000, immutable" }, body: () => Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]) },
};

async function upstream(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? "/";
  hits.set(url, (hits.get(url) ?? 0) + 1);
  if (req.method === "PUT" && url === "/api/blog/1") return slowWrite(res);
  if (req.headers[FILL_HEADER] !== undefined && holdFills) await holdFills;
  const route = routes[url] ?? routes[url.split("?")[0]];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const body = route.body();
  res.writeHead(route.status ?? 200, { ...route.headers, "content-length": Buffer.byteLength(body) });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A content write as Next runs it: the handler purges (lib/server/revalidate.ts), but the old page
 * stays in Next's cache until the handler returns, and a visitor in between gets it stored.
 */
async function slowWrite(res: http.ServerResponse) {
  purgePageCache();
  await request("/");
  await untilHit("/");
  version = 2;
  res.writeHead(200, { "content-type": "application/json" }).end("{}");
}

type Got = { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string };
let server: http.Server;
let origin = "";
let store: PageCacheStore;
let errors: unknown[] = [];
let handler: ReturnType<typeof createPageCacheHandler>;

function request(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = raw.length > 0 ? res.headers["content-encoding"] : undefined;
        const decoded = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** A miss is stored by a fill after it is answered: waits until the cache answers the path. */
async function untilHit(path: string, headers: Record<string, string> = {}): Promise<Got> {
  for (let i = 0; i < 100; i++) {
    const got = await request(path, headers);
    if (got.headers["x-page-cache"] === "HIT") return got;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} never came from the page cache`);
}

beforeEach(async () => {
  version = 1;
  holdFills = null;
  hits.clear();
  errors = [];
  store = new PageCacheStore();
  registerPageCache(store);
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler = createPageCacheHandler({ store, upstream, origin, onError: (e) => errors.push(e) });
  server.on("request", handler);
});

afterEach(async () => {
  await handler.idle();
  expect(errors).toEqual([]);
  registerPageCache(null);
  await new Promise((resolve) => server.close(resolve));
});

describe("page cache", () => {
  test("a page is served by the origin once, then from memory in the encoding each client accepts", async () => {
    const first = await request("/", { "accept-encoding": "gzip, br" });
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.text).toContain("Versiunea 1");

    const br = await untilHit("/", { "accept-encoding": "gzip, deflate, br" });
    const reachedOrigin = hits.get("/");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.text).toBe(first.text);
    expect(Number(br.headers["content-length"])).toBe(br.raw.length);
    expect(br.raw.length).toBeLessThan(first.text.length / 10);
    expect(br.headers["x-frame-options"]).toBe("DENY");
    expect(br.headers.vary).toContain("Accept-Encoding");

    const gz = await request("/", { "accept-encoding": "gzip" });
    expect([gz.headers["x-page-cache"], gz.headers["content-encoding"], gz.text]).toEqual(["HIT", "gzip", first.text]);
    const plain = await request("/");
    expect([plain.headers["content-encoding"], plain.text]).toEqual([undefined, first.text]);
    expect(hits.get("/")).toBe(reachedOrigin);
    // Stored with fast brotli; asked for again, it gets the smallest encoding in the background.
    await handler.idle();
    expect(store.entries.get("/")?.brotliQuality).toBe(11);
    expect(zlib.brotliDecompressSync((await request("/", { "accept-encoding": "br" })).raw).toString()).toBe(first.text);
  });

  test("a stored page and a build asset are Next's bytes, unchanged", async () => {
    const first = await request("/cu-scripturi");
    expect(first.text).toBe(nextPage);
    const cached = await untilHit("/cu-scripturi", { "accept-encoding": "br" });
    expect(cached.text).toBe(nextPage);

    await request("/_next/static/chunks/app.js");
    const asset = await untilHit("/_next/static/chunks/app.js");
    expect(asset.text).toBe("console.log(1);".repeat(200));
  });

  test("answers If-None-Match with 304 and HEAD without a body", async () => {
    await request("/");
    const { headers } = await untilHit("/");
    const etag = String(headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const notModified = await request("/", { "if-none-match": etag });
    expect([notModified.status, notModified.raw.length]).toEqual([304, 0]);
    expect((await request("/", { "if-none-match": 'W/"altceva"' })).status).toBe(200);

    const head = await request("/", { "accept-encoding": "br" }, "HEAD");
    expect([head.status, head.raw.length, head.headers["x-page-cache"]]).toEqual([200, 0, "HIT"]);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  test("a content write purges every page at once; build assets, immutable by name, stay", async () => {
    await request("/");
    await request("/_next/static/chunks/app.js");
    await untilHit("/");
    await untilHit("/_next/static/chunks/app.js");

    version = 2;
    purgePageCache();
    const after = await request("/");
    expect([after.headers["x-page-cache"], after.text.includes("Versiunea 2")]).toEqual(["MISS", true]);
    expect((await untilHit("/")).text).toContain("Versiunea 2");
    const asset = await request("/_next/static/chunks/app.js?dpl=abc");
    expect([asset.headers["x-page-cache"], asset.text.startsWith("console.log(1)")]).toEqual(["HIT", true]);
  });

  test("a fill that read the page before a purge does not store it", async () => {
    let release: () => void = () => undefined;
    holdFills = new Promise((resolve) => (release = resolve));
    await request("/");
    await new Promise((r) => setTimeout(r, 50));
    version = 2;
    purgePageCache();
    release();
    await new Promise((r) => setTimeout(r, 100));
    const next = await request("/");
    expect([next.headers["x-page-cache"], next.text.includes("Versiunea 2")]).toEqual(["MISS", true]);
    holdFills = null;
    expect((await untilHit("/")).text).toContain("Versiunea 2");
  });

  test("a write purges again when it ends, dropping what a visitor stored while it ran", async () => {
    const written = await request("/api/blog/1", {}, "PUT");
    expect(written.status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const after = await request("/");
    expect([after.headers["x-page-cache"], after.text.includes("Versiunea 2")]).toEqual(["MISS", true]);
  });

  // A private page or a 404 is never read twice; a page that sets a cookie is found out by one fill.
  test.each([
    ["/dinamic", 4],
    ["/lipsa", 4],
    ["/cu-cookie", 5],
  ])("%s is never stored, and reaches the origin %d times for 4 visits", async (path, expected) => {
    for (let i = 0; i < 4; i++) {
      expect((await request(path)).headers["x-page-cache"]).toBe("MISS");
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(hits.get(path)).toBe(expected);
    expect(store.entries.size).toBe(0);
  });

  test("the API, the portal, router requests and other methods always reach the origin", async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ["/api/blog", {}, "GET"],
      [`${ADMIN_BASE}/login`, {}, "GET"],
      ["/", { rsc: "1" }, "GET"],
      ["/?_rsc=abc", {}, "GET"],
      ["/", { range: "bytes=0-10" }, "GET"],
      ["/", {}, "POST"],
    ];
    for (const [path, headers, method] of cases) {
      for (let i = 0; i < 3; i++) expect((await request(path, headers, method)).headers["x-page-cache"]).toBeUndefined();
    }
    expect(hits.get("/api/blog")).toBe(3);
    expect(hits.get(`${ADMIN_BASE}/login`)).toBe(3);
    expect(store.entries.size).toBe(0);
  });

  test("files that are compressed already are stored as they are", async () => {
    await request("/fonts/inter.woff2");
    const font = await untilHit("/fonts/inter.woff2", { "accept-encoding": "br, gzip" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect([...font.raw]).toEqual([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
  });

  test("query strings are part of a page's key", async () => {
    await request("/blog?page=2");
    await untilHit("/blog?page=2");
    expect((await request("/blog?page=3")).headers["x-page-cache"]).toBe("MISS");
  });
});

describe("page cache store", () => {
  const entry = (bytes: number, immutable = false) => ({
    status: 200,
    headers: {},
    etag: 'W/"x"',
    bodies: { identity: Buffer.alloc(bytes) },
    brotliQuality: 11,
    immutable,
    expiresAt: Number.MAX_SAFE_INTEGER,
    hits: 0,
  });

  test("stays within its byte budget, the least recently used out first", () => {
    const small = new PageCacheStore({ maxBytes: 10_000 });
    small.set("/a", entry(3000));
    small.set("/b", entry(3000));
    small.get("/a");
    small.set("/c", entry(3000));
    expect([...small.entries.keys()]).toEqual(["/a", "/c"]);
    expect(small.bytes).toBeLessThanOrEqual(10_000);
    small.set("/huge", entry(20_000));
    expect(small.get("/huge")).toBeUndefined();
  });

  test("pages expire after at most ten minutes; a purge keeps only immutable assets", () => {
    let now = 0;
    const timed = new PageCacheStore({ now: () => now });
    timed.set("/", { ...entry(10), expiresAt: MAX_PAGE_TTL_SECONDS * 1000 });
    timed.set("/_next/static/a.js", entry(10, true));
    now = MAX_PAGE_TTL_SECONDS * 1000 - 1;
    expect(timed.get("/")).toBeDefined();
    now += 1;
    expect(timed.get("/")).toBeUndefined();
    timed.set("/", { ...entry(10), expiresAt: Number.MAX_SAFE_INTEGER });
    timed.purge();
    expect([...timed.entries.keys()]).toEqual(["/_next/static/a.js"]);
    expect(timed.bytes).toBe(10 + 1024);
  });
});

describe("page cache rules", () => {
  test("the portal path is the one the app uses", () => {
    expect(PORTAL).toBe(ADMIN_BASE);
  });

  test.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
  ])("Accept-Encoding %p gets %p", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  test("build assets are keyed by path alone, pages by path and query", () => {
    expect(cacheKey("/_next/static/chunks/a.js?dpl=1")).toBe("/_next/static/chunks/a.js");
    expect(cacheKey("/blog?page=2")).toBe("/blog?page=2");
  });
});
