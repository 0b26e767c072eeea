// @ts-check
// The one Redis connection of a process (REDIS_URL), shared by Next's cache handler and whoever else
// needs Redis. Commands wait through a reconnect (ioredis' offline queue) but give up after two tries,
// so a Redis that is gone slows nothing down for long.
const Redis = require("ioredis");

/** @type {import("ioredis").Redis | undefined} */
let client;

function getRedis() {
  if (!client) {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error("REDIS_URL is not set");
    client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: false });
    client.on("error", () => {}); // reported by the callers, once per outage
  }
  return client;
}

/**
 * Entries of this process's build: the build id scripts/start.mjs gave Next (APP_BUILD_ID, set by
 * scripts/serve.mjs), since a page rendered by one build names script chunks another build does not
 * have. Without it (a build made by hand, or `next start`), the process keeps entries of its own.
 */
const build = process.env.APP_BUILD_ID || `unnamed-${process.pid}-${Date.now()}`;

/**
 * Key names: REDIS_PREFIX (default "agentie") keeps several sites apart on one Redis. Tag states are
 * shared by every build, so a write through any instance reaches all of them.
 * @param {"entry" | "tags"} kind
 * @param {string} [key]
 */
function redisKey(kind, key) {
  const prefix = process.env.REDIS_PREFIX || "agentie";
  return kind === "tags" ? `${prefix}:tags` : `${prefix}:entry:${build}:${key}`;
}

module.exports = { getRedis, redisKey };
