// @ts-check
// Next's cache handler (next.config.js `cacheHandler`): ISR pages and the tagged data cache
// (unstable_cache), with the tags content writes revalidate. Written to the interface Next documents
// (get, set, revalidateTag, resetRequestCache: "Custom Next.js Cache Handler", and "Configuring
// Caching" in the self-hosting guide) over one of two stores: the process's memory for one instance,
// or Redis (REDIS_URL) shared by every instance, so a write through any instance reaches all of them.
// A store that fails is a cache miss, never an error page.
const { createStore } = require("./stores");

/**
 * An entry's tags: `ctx.tags` for data entries (the cacheHandler API reference). Next passes no
 * ctx.tags for page and route entries; their tags travel in the `x-next-cache-tags` header, which the
 * self-hosting guide documents for exactly this ("Index entries by tag", next/dist/docs/01-app/02-guides/
 * self-hosting.md) and which the maintained handlers read too. Without it a write could not reach the
 * pages of another instance; the one tag API that needs no header is `cacheHandlers` for "use cache".
 * @param {unknown} data
 * @param {{ tags?: string[] }} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  const entry = /** @type {{ headers?: Record<string, unknown> } | null} */ (data);
  const header = entry?.headers?.["x-next-cache-tags"];
  return [...new Set([...(ctx.tags ?? []), ...(typeof header === "string" && header ? header.split(",") : [])])];
}

let warned = false;
/** One line per outage, not per request: the site keeps serving from the database meanwhile. */
function warnOnce(/** @type {string} */ what, /** @type {unknown} */ error) {
  if (warned) return;
  warned = true;
  console.error(`[cache] ${what} failed, serving without the cache: ${error instanceof Error ? error.message : String(error)}`);
  setTimeout(() => (warned = false), 60_000).unref();
}

class CacheHandler {
  constructor() {
    this.store = createStore();
  }

  /**
   * The entry as it was stored, or null (Next's documented miss) when one of its tags, or of the
   * tags Next passes for this read (`ctx.tags`, `ctx.softTags`), was revalidated after it was made:
   * Next then renders it now, so the next visitor after a write already gets the new version, on
   * every instance. Untouched entries age as Next decides from their own revalidate time.
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx = {}) {
    try {
      const entry = await this.store.get(key);
      if (!entry) return null;
      const tags = [...new Set([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
      if (tags.length > 0 && (await this.store.lastRevalidated(tags)) > entry.lastModified) return null;
      return entry;
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
      await this.store.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), cacheControl: ctx.cacheControl });
    } catch (error) {
      warnOnce("Cache write", error);
    }
  }

  /**
   * Called by revalidateTag on the instance that took the write; whatever the profile, the tags'
   * entries are out of date from now on. It throws when the store cannot take it: the write is then
   * reported as failed instead of leaving other instances on the old content.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length > 0) await this.store.markRevalidated(list, Date.now());
  }

  resetRequestCache() {}
}

module.exports = CacheHandler;
