// @ts-check
const { deferFrameworkScripts } = require("./deferred-scripts");
const { inlineSuspenseBoundaries } = require("./inline-boundaries");
const { extractPagePayload } = require("./page-payload");

/**
 * A page as the page cache stores it: the parts React sent at the end of the document in their
 * places (./inline-boundaries.js), the RSC payload in scripts of its own (./page-payload.js) and
 * the framework scripts, those first, loaded after the first paint (./deferred-scripts.js).
 * The payload leaves the page only when the loader is there to run it.
 * @param {string} html a page as Next rendered it
 * @returns {{ html: string, scripts: Array<{ path: string, body: string }> }}
 */
function rewriteStoredPage(html) {
  const page = inlineSuspenseBoundaries(html);
  const { html: rest, scripts } = extractPagePayload(page);
  if (scripts.length > 0) {
    const deferred = deferFrameworkScripts(rest, scripts.map((script) => script.path));
    if (deferred !== rest) return { html: deferred, scripts };
  }
  return { html: deferFrameworkScripts(page), scripts: [] };
}

module.exports = { rewriteStoredPage };
