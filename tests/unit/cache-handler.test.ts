/** @jest-environment node */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

// Next's cache handler (lib/cache) on both of its stores: the process's memory and a real Redis
// server started here. What Next sees from get() decides what a visitor gets: the entry as it is
// (fresh), the entry reported older than its revalidate time (served once more while Next
// regenerates it), or null (rendered now).

type Handler = {
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; cacheControl?: { revalidate: number | false; expire?: number } }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
const HANDLER_PATH = path.join(process.cwd(), "lib/cache/cache-handler.js");

const CLIENT_PATH = path.join(process.cwd(), "lib/cache/redis-client.js");
const connections: Array<{ disconnect(): void }> = [];

/** A handler as one server process has it: its own module instances, so its own Redis connection. */
function makeHandler(redisUrl?: string): Handler {
  const saved = process.env.REDIS_URL;
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  let handler: Handler | undefined;
  try {
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const CacheHandler = require(HANDLER_PATH) as new () => Handler;
      handler = new CacheHandler();
      if (redisUrl) connections.push((require(CLIENT_PATH) as { getRedis(): { disconnect(): void } }).getRedis());
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
  return handler!;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A page entry as Next hands it over: HTML, an RSC Buffer, per-segment Buffers in a Map, its tags in a header. */
const page = (html: string, tags = "_N_T_/layout,blog,blog:articol") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc ${html}`),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});
const PAGE_CTX = { cacheControl: { revalidate: 60, expire: 31536000 } };
const MAX = { expire: 31536000 };

let redis: ChildProcess;
let redisUrl: string;
beforeAll(async () => {
  const port = await freePort();
  redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  redisUrl = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true))).on("error", () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("redis-server did not start");
});
afterAll(() => {
  for (const connection of connections) connection.disconnect();
  redis?.kill("SIGKILL");
});

describe.each([
  ["memory", () => makeHandler()],
  ["Redis", () => makeHandler(redisUrl)],
])("the cache handler in %s", (_store, create) => {
  let key = 0;
  const next = () => `/route-cache/APP_PAGE/x/$/blog/articol-${_store}-${++key}`;

  it("gives back a page as it was stored, Buffers and Maps included", async () => {
    const handler = create();
    const k = next();
    await handler.set(k, page("<h1>Unu</h1>"), PAGE_CTX);
    const got = await handler.get(k, { kind: "APP_PAGE" });
    const value = got?.value as ReturnType<typeof page>;
    expect(value.html).toBe("<h1>Unu</h1>");
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe("rsc <h1>Unu</h1>");
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
  });

  it("after a write with the 'max' profile, reports the page old enough to be served once more while it regenerates", async () => {
    const handler = create();
    const touched = next();
    const other = next();
    await handler.set(touched, page("<h1>Vechi</h1>", `_N_T_/layout,blog,blog:vechi-${key}`), PAGE_CTX);
    await handler.set(other, page("<h1>Tarife</h1>", `_N_T_/layout,plans-${key}`), PAGE_CTX);
    const before = (await handler.get(other))!.lastModified;
    await new Promise((r) => setTimeout(r, 5));
    await handler.revalidateTag([`blog:vechi-${key}`], MAX);

    const stale = await handler.get(touched, { kind: "APP_PAGE" });
    expect((stale?.value as ReturnType<typeof page>).html).toBe("<h1>Vechi</h1>");
    expect(stale!.lastModified).toBeLessThan(Date.now() - 60_000);
    // A page without the tag is untouched.
    expect((await handler.get(other))!.lastModified).toBe(before);
    // Once regenerated and stored again, the page is fresh.
    await handler.set(touched, page("<h1>Nou</h1>", `_N_T_/layout,blog,blog:vechi-${key}`), PAGE_CTX);
    const fresh = await handler.get(touched, { kind: "APP_PAGE" });
    expect(fresh!.lastModified).toBeGreaterThan(Date.now() - 1000);
  });

  it("after a write that expires at once, has nothing to serve: the page is rendered now", async () => {
    const handler = create();
    const k = next();
    await handler.set(k, page("<h1>Dispărut</h1>", `gone-${key}`), PAGE_CTX);
    await new Promise((r) => setTimeout(r, 5));
    await handler.revalidateTag(`gone-${key}`, { expire: 0 });
    expect(await handler.get(k, { kind: "APP_PAGE" })).toBeNull();
  });

  it("reads tagged data fresh once its tag is stale, so a regenerated page never keeps the old data", async () => {
    const handler = create();
    const k = `data-${_store}-${++key}`;
    await handler.set(k, { kind: "FETCH", data: { body: "[1]" }, revalidate: false }, { tags: [`data-${key}`] });
    expect(await handler.get(k, { kind: "FETCH", tags: [`data-${key}`] })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await handler.revalidateTag(`data-${key}`, MAX);
    expect(await handler.get(k, { kind: "FETCH", tags: [`data-${key}`] })).toBeNull();
  });
});

describe("the Redis store across instances", () => {
  it("a write revalidated by another process makes this one serve the page stale", async () => {
    const handler = makeHandler(redisUrl);
    const k = "/route-cache/APP_PAGE/x/$/blog/comun";
    await handler.set(k, page("<h1>Comun</h1>", "_N_T_/layout,blog:comun"), PAGE_CTX);
    await new Promise((r) => setTimeout(r, 5));
    // Another instance: its own Node process, its own connection, the same Redis.
    const script = `const H = require(${JSON.stringify(HANDLER_PATH)}); new H().revalidateTag("blog:comun", { expire: 31536000 }).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });`;
    execFileSync(process.execPath, ["-e", script], { env: { ...process.env, REDIS_URL: redisUrl }, stdio: "inherit" });
    expect((await handler.get(k, { kind: "APP_PAGE" }))!.lastModified).toBeLessThan(Date.now() - 60_000);
  });

  it("a Redis that does not answer is a miss within a second, and a write to it does not throw", async () => {
    const handler = makeHandler(`redis://127.0.0.1:${await freePort()}`);
    const started = Date.now();
    expect(await handler.get("/route-cache/APP_PAGE/x/$/nicaieri", { kind: "APP_PAGE" })).toBeNull();
    await expect(handler.set("/route-cache/APP_PAGE/x/$/nicaieri", page("<h1>x</h1>"), PAGE_CTX)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
