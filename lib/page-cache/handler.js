// @ts-check
const crypto = require("node:crypto");
const http = require("node:http");
const { promisify } = require("node:util");
const zlib = require("node:zlib");
const { cacheKey, cacheability, forbidsSharedCache, isCandidate, isCompressible, matchesEtag, pickEncoding } = require("./rules");

/**
 * The custom server's first stop (scripts/serve.mjs): public pages and build assets that Next marks
 * cacheable are answered from memory, already compressed, so a cached page costs what sending its
 * bytes costs, not a render-cache lookup, an ETag hash and a gzip pass per request (QUALITY P2).
 * A miss is served by Next as usual; afterwards the page is fetched once more from Next over
 * loopback (marked with FILL_HEADER, so it is never answered from here) and stored as Next sent it.
 */
const FILL_HEADER = "x-page-cache-fill";
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MAX_PARALLEL_FILLS = 4;
const UNCACHEABLE_TTL_MS = 60_000;
// Pages are stored with a fast brotli level; the ones visited again get the smallest encoding, one
// at a time in the background, so a flood of distinct URLs cannot buy expensive compression.
const FAST_BROTLI = 5;
const BEST_BROTLI = 11;
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "content-encoding", "etag", "vary", "x-page-cache"]);

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** @param {Buffer} body @param {number} quality */
function brotliAt(body, quality) {
  return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/**
 * @param {string} origin
 * @param {string} url
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer } | null>}
 */
function fetchIdentity(origin, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${url}`, { headers: { [FILL_HEADER]: "1", "accept-encoding": "identity", accept: "text/html,*/*;q=0.8" } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      response.on("data", (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          request.destroy();
          resolve(null);
        } else chunks.push(chunk);
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** @param {Buffer} body */
function weakEtag(body) {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

/** @param {import("node:http").IncomingHttpHeaders} headers */
function storedHeaders(headers) {
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  const vary = String(headers.vary || "");
  kept.vary = /accept-encoding/i.test(vary) ? vary : [vary, "Accept-Encoding"].filter(Boolean).join(", ");
  return kept;
}

/**
 * @param {{
 *   store: import("./store").PageCacheStore,
 *   upstream: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown,
 *   origin: string,
 *   onError?: (error: unknown) => void,
 * }} options
 */
function createPageCacheHandler({ store, upstream, origin, onError = (e) => console.error("[page-cache]", e) }) {
  /** @type {Map<string, Promise<void>>} */
  const filling = new Map();
  /** @type {Array<() => Promise<void>>} */
  const upgrades = [];

  /**
   * @param {Buffer} identity @param {boolean} compressible @param {number} quality
   * @returns {Promise<import("./store").CacheEntry["bodies"]>}
   */
  async function encodings(identity, compressible, quality) {
    if (!compressible) return { identity };
    const [gz, br] = await Promise.all([gzip(identity), brotliAt(identity, quality)]);
    return { identity, gzip: gz, br };
  }

  /** @param {string} key @param {string} url */
  async function fill(key, url) {
    const generation = store.generation;
    const response = await fetchIdentity(origin, url);
    if (!response) return store.markUncacheable(key, UNCACHEABLE_TTL_MS);
    const rule = cacheability(response.status, response.headers);
    if (!rule) return store.markUncacheable(key, UNCACHEABLE_TTL_MS);
    const identity = response.body;
    const compressible = isCompressible(response.headers["content-type"]);
    // Build assets are few and never change: they get the best brotli level straight away.
    const quality = rule.immutable ? BEST_BROTLI : FAST_BROTLI;
    const bodies = await encodings(identity, compressible, quality);
    if (store.generation !== generation) return;
    store.set(key, {
      status: response.status,
      headers: storedHeaders(response.headers),
      etag: weakEtag(identity),
      bodies,
      brotliQuality: compressible ? quality : BEST_BROTLI,
      immutable: rule.immutable,
      expiresAt: store.now() + rule.ttlMs,
      hits: 0,
    });
  }

  /** @param {string} key @param {string} url */
  function scheduleFill(key, url) {
    if (filling.has(key) || filling.size >= MAX_PARALLEL_FILLS || store.isUncacheable(key)) return;
    filling.set(
      key,
      fill(key, url)
        .catch(onError)
        .finally(() => filling.delete(key)),
    );
  }

  /** @type {Promise<void>} */
  let upgrading = Promise.resolve();
  let draining = false;

  function drainUpgrades() {
    if (draining) return;
    draining = true;
    upgrading = (async () => {
      for (let job = upgrades.shift(); job; job = upgrades.shift()) await job().catch(onError);
      draining = false;
    })();
  }

  /** @param {string} key @param {import("./store").CacheEntry} entry */
  function scheduleUpgrade(key, entry) {
    if (entry.brotliQuality >= BEST_BROTLI || entry.hits !== 2 || upgrades.length >= 100) return;
    upgrades.push(async () => store.upgradeBrotli(key, entry, await brotliAt(entry.bodies.identity, BEST_BROTLI), BEST_BROTLI));
    drainUpgrades();
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {import("./store").CacheEntry} entry
   */
  function serve(req, res, entry) {
    /** @type {Record<string, string | string[] | number>} */
    const headers = { ...entry.headers, etag: entry.etag, "x-page-cache": "HIT" };
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = entry.bodies.gzip ? pickEncoding(req.headers["accept-encoding"]) : "identity";
    const body = entry.bodies[encoding] ?? entry.bodies.identity;
    if (body !== entry.bodies.identity) headers["content-encoding"] = encoding;
    headers["content-length"] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A write purges while its handler runs, but Next expires its own cache tags only as the
      // handler returns: a fill in between can store the old page. Purge again when the write ends.
      const generation = store.generation;
      res.once("close", () => {
        if (store.generation !== generation) store.purge();
      });
    }
    if (req.headers[FILL_HEADER] !== undefined || !isCandidate(req)) return upstream(req, res);
    const url = req.url || "/";
    const key = cacheKey(url);
    const entry = store.get(key);
    if (entry) {
      entry.hits += 1;
      scheduleUpgrade(key, entry);
      return serve(req, res, entry);
    }
    res.setHeader("x-page-cache", "MISS");
    // Only what Next answered with a 200 that shared caches may keep is worth a second read: a 404 for
    // a scanner's made-up path or a page rendered per request would otherwise cost two renders.
    res.once("finish", () => {
      if (res.statusCode === 200 && !forbidsSharedCache(String(res.getHeader("cache-control") ?? ""))) scheduleFill(key, url);
    });
    return upstream(req, res);
  }

  /** Resolves once no fill or compression is under way (shutdown, tests). */
  handle.idle = async () => {
    while (filling.size > 0 || draining) await Promise.all([...filling.values(), upgrading]);
  };
  return handle;
}

module.exports = { FILL_HEADER, createPageCacheHandler };
