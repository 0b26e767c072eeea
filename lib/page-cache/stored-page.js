// @ts-check
const { deferFrameworkScripts } = require("./deferred-scripts");
const { inlineSuspenseBoundaries } = require("./inline-boundaries");
const { extractPagePayload } = require("./page-payload");

/**
 * A page as the page cache stores it: the parts React sent at the end of the document in their
 * places (./inline-boundaries.js), the RSC payload in a script of its own (./page-payload.js) and
 * the framework scripts, that one first, loaded after the first paint (./deferred-scripts.js).
 * The payload leaves the page only when the loader is there to run it.
 * @param {string} html a page as Next rendered it
 * @returns {{ html: string, payload: { path: string, body: string } | null }}
 */
function rewriteStoredPage(html) {
  const page = inlineSuspenseBoundaries(html);
  const { html: rest, payload } = extractPagePayload(page);
  if (payload) {
    const deferred = deferFrameworkScripts(rest, [payload.path]);
    if (deferred !== rest) return { html: deferred, payload };
  }
  return { html: deferFrameworkScripts(page), payload: null };
}

module.exports = { rewriteStoredPage };
