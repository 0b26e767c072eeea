// @ts-check
const crypto = require("node:crypto");

/**
 * The App Router sends each page twice: as HTML, and as the RSC payload React hydrates it from, in
 * inline `<script>self.__next_f.push([…])</script>` tags at the end of the document. On the home page
 * that is 180 KB of its 350 KB, all of it decoded and parsed with the document, before the page can
 * answer a tap, though nothing reads it until the framework chunks run after the first paint.
 * Pages kept by the page cache have these scripts moved, in order, into scripts of their own, named
 * by their content hash, which the loader runs right before the chunks (./deferred-scripts.js): React
 * finds the same pushes in `self.__next_f` when it starts, and the document is half the size.
 * Lighthouse (mobile, home page, six interleaved runs): total blocking time 248 against 206 ms.
 * A script holds at most PAYLOAD_SCRIPT_BYTES (one larger push alone excepted): compiling all 180 KB
 * at once took 16-18 ms of the main thread on the test machine, a long task on a phone; the loader
 * runs each in a task of its own.
 *
 * Only Next's exact markup is moved, and only all of it: the payload's chunks must stay in order.
 */

const PAYLOAD_PREFIX = "/_page-payload/";
// The payload's strings are JSON with "<" escaped (Next's htmlEscapeJsonString), so a script's end is the first "<".
const PAYLOAD_SCRIPT = /<script>(self\.__next_f\.push\(\[[^<]*\]\))<\/script>/g;
const PAYLOAD_START = "<script>(self.__next_f=self.__next_f||[]).push([0])</script>";
const PAYLOAD_SCRIPT_BYTES = 48 * 1024;

/** @param {string} body */
function payloadPath(body) {
  return `${PAYLOAD_PREFIX}${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22)}.js`;
}

/**
 * @param {string} html a page as Next rendered it
 * @returns {{ html: string, scripts: Array<{ path: string, body: string }> }} the page without its
 *   payload scripts and the scripts that hold them, in order, or the page unchanged and no scripts
 */
function extractPagePayload(html) {
  const start = html.indexOf(PAYLOAD_START);
  if (start < 0) return { html, scripts: [] };
  /** @type {string[]} */
  const pushes = [];
  const rest = html.replace(PAYLOAD_SCRIPT, (tag, push, at) => {
    if (at < start) return tag;
    pushes.push(`${push};`);
    return "";
  });
  // Any payload script left in the page (another markup, any kind of chunk) would run before the moved ones.
  if (pushes.length === 0 || rest.includes("self.__next_f.push(")) return { html, scripts: [] };
  /** @type {string[][]} */
  const groups = [];
  let size = Infinity;
  for (const push of pushes) {
    if (size + push.length > PAYLOAD_SCRIPT_BYTES) {
      groups.push([]);
      size = 0;
    }
    groups[groups.length - 1].push(push);
    size += push.length;
  }
  const scripts = groups.map((group) => group.join("\n")).map((body) => ({ path: payloadPath(body), body }));
  return { html: rest, scripts };
}

module.exports = { PAYLOAD_PREFIX, PAYLOAD_SCRIPT_BYTES, extractPagePayload };
