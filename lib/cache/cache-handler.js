// @ts-check
// Next's cache handler (next.config.js `cacheHandler`): ISR pages and the tagged data cache
// (unstable_cache), with the tags content writes revalidate. Written to Next's documented interface
// (get, set, revalidateTag, resetRequestCache) and its self-hosting advice, over one of two stores:
// the process's memory for one instance, or Redis (REDIS_URL) shared by every instance, so a write
// through any instance reaches all of them. A store that fails is a cache miss, never an error page.
const { createStore } = require("./stores");

const TAGS_HEADER = "x-next-cache-tags";

/** @param {unknown} value @returns {string[]} */
function tagsOf(value) {
  const entry = /** @type {{ headers?: Record<string, unknown> } | null} */ (value);
  const header = entry?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

let warned = false;
/** One line per outage, not per request: the site keeps serving from the database meanwhile. */
function warnOnce(/** @type {string} */ what, /** @type {unknown} */ error) {
  if (warned) return;
  warned = true;
  console.error(`[cache] ${what} failed, serving without the cache: ${error instanceof Error ? error.message : String(error)}`);
  setTimeout(() => (warned = false), 60_000).unref();
}

/**
 * What the tags say about an entry made at `lastModified`: Next's own rules for its tag manifest.
 * Expired after the entry was made means gone; stale after it means served once more while it regenerates.
 * @param {Array<import("./stores").TagState | null>} states
 * @param {number} lastModified
 * @returns {"fresh" | "stale" | "expired"}
 */
function tagVerdict(states, lastModified) {
  const now = Date.now();
  let verdict = /** @type {"fresh" | "stale"} */ ("fresh");
  for (const state of states) {
    if (!state) continue;
    if (typeof state.expiredAt === "number" && state.expiredAt <= now && state.expiredAt > lastModified) return "expired";
    if (state.staleAt > lastModified) verdict = "stale";
  }
  return verdict;
}

class CacheHandler {
  constructor() {
    this.store = createStore();
  }

  /**
   * @param {string} key
   * @param {{ kind?: string, tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx = {}) {
    try {
      const entry = await this.store.get(key);
      if (!entry) return null;
      const tags = [...new Set([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
      const verdict = tags.length === 0 ? "fresh" : tagVerdict(await this.store.tagStates(tags), entry.lastModified);
      if (verdict === "fresh") return entry;
      if (verdict === "expired") return null;
      // Data (unstable_cache) is read fresh: the page rendering it is about to be stored again.
      const revalidate = entry.cacheControl?.revalidate;
      if (ctx.kind === "FETCH" || typeof revalidate !== "number") return null;
      // A stale page stays servable while it regenerates: Next serves an entry older than its revalidate
      // time and renders the next one in the background, so it is reported as that old.
      return { ...entry, lastModified: Math.min(entry.lastModified, Date.now() - revalidate * 1000 - 1) };
    } catch (error) {
      warnOnce("Cache read", error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ tags?: string[], cacheControl?: { revalidate: number | false, expire?: number } }} [ctx]
   */
  async set(key, data, ctx = {}) {
    try {
      await this.store.set(key, { value: data, lastModified: Date.now(), tags: [...(ctx.tags ?? []), ...tagsOf(data)], cacheControl: ctx.cacheControl });
    } catch (error) {
      warnOnce("Cache write", error);
    }
  }

  /**
   * Called by revalidateTag on the instance that took the write. It throws when the store cannot take
   * it: the write is then reported as failed instead of leaving other instances on the old content.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    const expiredAt = durations ? (durations.expire === undefined ? null : now + durations.expire * 1000) : now;
    await this.store.markTags(list, { staleAt: now, expiredAt });
  }

  resetRequestCache() {}
}

module.exports = CacheHandler;
