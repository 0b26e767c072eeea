// @ts-check
// The page cache lives in the custom server (scripts/serve.mjs); content writes run in route handlers
// of the same process but in Next's bundles, which cannot import the server's module instance. The
// process-wide symbol is the one thing both sides share.
const KEY = Symbol.for("agentie.page-cache");

/** @typedef {{ purge: () => void }} Purgeable */
const slots = /** @type {Record<symbol, Purgeable | null | undefined>} */ (/** @type {unknown} */ (globalThis));

/** @param {Purgeable | null} cache the server's cache, or null to detach it (tests). */
function registerPageCache(cache) {
  slots[KEY] = cache;
}

/** Drops every cached page; a no-op where no server cache runs (dev, tests, seeding). */
function purgePageCache() {
  slots[KEY]?.purge();
}

module.exports = { registerPageCache, purgePageCache };
