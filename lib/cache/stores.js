// @ts-check
// Where lib/cache/cache-handler.js keeps entries and tag states: memory (one instance) or Redis.
const { LRUCache } = require("lru-cache");

/**
 * @typedef {{ value: unknown, lastModified: number, tags: string[], cacheControl?: { revalidate: number | false, expire?: number } }} Entry
 * @typedef {{
 *   get(key: string): Promise<Entry | null>,
 *   set(key: string, entry: Entry): Promise<void>,
 *   lastRevalidated(tags: string[]): Promise<number>,
 *   markRevalidated(tags: string[], at: number): Promise<void>,
 * }} Store
 * `lastRevalidated` is the latest time (ms) one of the tags was revalidated, 0 if none ever was.
 */

/** Entries nobody asked for in this long leave Redis (the store must be bounded). */
const ENTRY_TTL_SECONDS = 7 * 24 * 3600;
/**
 * A read slower than this is a miss: rendering from the database is better than waiting. A write
 * slower than this is given up, since a page's answer waits for it (a revalidated tag that cannot be
 * stored fails the content write, cache-handler.js).
 */
const TIMEOUT_MS = 500;
/** Memory the single instance's cache may use (CACHE_MAX_MB). */
const MEMORY_BYTES = Number(process.env.CACHE_MAX_MB || 128) * 1024 * 1024;

/** JSON with Buffers (rscData, html) and Maps (segmentData), which JSON alone cannot carry. */
function serialize(/** @type {unknown} */ value) {
  return JSON.stringify(value, function replacer(key, v) {
    const original = /** @type {Record<string, unknown>} */ (this)[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString("base64") };
    if (original instanceof Map) return { $map: [...original] };
    return v;
  });
}

function deserialize(/** @type {string} */ text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === "object" && typeof v.$buffer === "string") return Buffer.from(v.$buffer, "base64");
    if (v && typeof v === "object" && Array.isArray(v.$map)) return new Map(v.$map);
    return v;
  });
}

/** @template T @param {Promise<T>} promise @returns {Promise<T>} */
function withTimeout(promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis: no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, late])).finally(() => clearTimeout(timer));
}

/** Sizes an entry by its pages' bytes, the part that matters. @param {Entry} entry */
function approximateSize(entry) {
  const value = /** @type {{ html?: unknown, rscData?: unknown, body?: unknown, data?: { body?: unknown } } | null} */ (entry.value);
  const sized = [value?.html, value?.rscData, value?.body, value?.data?.body];
  return 1024 + sized.reduce((sum, part) => sum + (typeof part === "string" || Buffer.isBuffer(part) ? part.length : 0), 0);
}

/** @returns {Store} */
function memoryStore() {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({ maxSize: MEMORY_BYTES, sizeCalculation: approximateSize });
  /** @type {Map<string, number>} */
  const revalidated = new Map();
  return {
    get: async (key) => entries.get(key) ?? null,
    set: async (key, entry) => void entries.set(key, entry),
    lastRevalidated: async (list) => Math.max(0, ...list.map((tag) => revalidated.get(tag) ?? 0)),
    markRevalidated: async (list, at) => list.forEach((tag) => revalidated.set(tag, at)),
  };
}

/** @returns {Store} */
function redisStore() {
  // Required here, not on top: only a server given REDIS_URL loads ioredis and opens a connection.
  const { getRedis, redisKey } = require("./redis-client");
  const redis = getRedis();
  return {
    async get(key) {
      const raw = await withTimeout(redis.get(redisKey("entry", key)));
      return raw ? deserialize(raw) : null;
    },
    async set(key, entry) {
      await withTimeout(redis.set(redisKey("entry", key), serialize(entry), "EX", ENTRY_TTL_SECONDS));
    },
    async lastRevalidated(list) {
      const raw = await withTimeout(redis.hmget(redisKey("tags"), ...list));
      // A value that is not a number (an older release's state) predates every entry of this build.
      return Math.max(0, ...raw.map((at) => Number(at) || 0));
    },
    async markRevalidated(list, at) {
      await withTimeout(redis.hset(redisKey("tags"), ...list.flatMap((tag) => [tag, String(at)])));
    },
  };
}

// One memory store per process: Next makes a handler per request, the cache must outlive them.
/** @type {Store | undefined} */
let memory;

/** @returns {Store} */
function createStore() {
  if (process.env.REDIS_URL && process.env.NEXT_RUNTIME !== "edge") return redisStore();
  memory ??= memoryStore();
  return memory;
}

module.exports = { createStore };
