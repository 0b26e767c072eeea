// @ts-check
/**
 * The responses the page cache keeps, compressed once instead of on every request, bounded by bytes
 * (least recently used out first). A purge drops every page and bumps the generation, so a fill that
 * started before it cannot store what it read (lib/page-cache/handler.js).
 */

/**
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   etag: string,
 *   bodies: { identity: Buffer, gzip?: Buffer, br?: Buffer },
 *   brotliQuality: number,
 *   immutable: boolean,
 *   expiresAt: number,
 *   hits: number,
 * }} CacheEntry
 */

/** @param {CacheEntry} entry */
function sizeOf(entry) {
  const { identity, gzip, br } = entry.bodies;
  return identity.length + (gzip?.length ?? 0) + (br?.length ?? 0) + 1024;
}

class PageCacheStore {
  /** @param {{ maxBytes?: number, now?: () => number }} [options] */
  constructor(options = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    this.generation = 0;
    this.bytes = 0;
    /** @type {Map<string, CacheEntry>} */
    this.entries = new Map();
    /**
     * Keys whose responses were not cacheable, so a dynamic page does not pay for a fill each time.
     * @type {Map<string, number>}
     */
    this.uncacheableUntil = new Map();
  }

  /** @param {string} key @returns {CacheEntry | undefined} */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-inserted, so the Map's order stays least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** @param {string} key @param {CacheEntry} entry */
  set(key, entry) {
    this.delete(key);
    const size = sizeOf(entry);
    if (size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(old);
    }
  }

  /**
   * Replaces an entry's brotli body if the entry is still the one stored under its key.
   * @param {string} key @param {CacheEntry} entry @param {Buffer} br @param {number} quality
   */
  upgradeBrotli(key, entry, br, quality) {
    if (this.entries.get(key) !== entry) return;
    this.bytes -= sizeOf(entry);
    entry.bodies.br = br;
    entry.brotliQuality = quality;
    this.bytes += sizeOf(entry);
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  /** @param {string} key @param {number} ttlMs */
  markUncacheable(key, ttlMs) {
    if (this.uncacheableUntil.size >= 10_000) this.uncacheableUntil.clear();
    this.uncacheableUntil.set(key, this.now() + ttlMs);
  }

  /** @param {string} key */
  isUncacheable(key) {
    const until = this.uncacheableUntil.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.uncacheableUntil.delete(key);
    return false;
  }

  /** After a content write: every page goes; build assets (immutable by their hashed names) stay. */
  purge() {
    this.generation += 1;
    this.uncacheableUntil.clear();
    for (const [key, entry] of this.entries) if (!entry.immutable) this.delete(key);
  }
}

module.exports = { PageCacheStore };
