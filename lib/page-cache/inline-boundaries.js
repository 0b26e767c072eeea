// @ts-check
/**
 * Public pages wrap their below-the-fold parts in <Suspense> so that React hydrates them after the
 * first screen, in short time slices, instead of in one long task for the whole page (a dehydrated
 * boundary is hydrated at idle priority; the root is hydrated synchronously). React's streaming
 * renderer, though, outlines every completed boundary once 12.8 KB of the page have been written:
 * it leaves an empty placeholder in place and sends the content at the end of the document, in a
 * `<div hidden>`, with an inline `$RC` script that moves it into place (after a reveal throttle).
 *
 * Pages kept by the page cache are rewritten once, when stored, into what that script would leave
 * behind: each boundary's content stands in its place between `<!--$-->` and `<!--/$-->`, the
 * hidden copies and the scripts are gone. Crawlers that run no JavaScript read the page in order,
 * nothing waits for a script to become visible, and React hydrates the boundaries as usual.
 *
 * Only the exact markup React emits for a completed boundary without fallback is rewritten; any
 * other boundary (a fallback, a pending or client-rendered one) is left as it is, with the script
 * that handles it.
 */

const SEGMENT = /<div hidden id="S:([0-9a-z]+)">/g;
// The first call's script also defines the runtime ($RB, $RV, $RC), before calling it.
const RUNTIME_START = "<script>$RB=[];";
// Next may inject its own inline scripts (the RSC payload, escaped: no "<" inside) at a chunk boundary.
const BETWEEN = /^(?:<script>[^<]*<\/script>)*/;

/**
 * @param {string} html
 * @param {string} id
 */
function placeholder(html, id) {
  const marker = `<!--$?--><template id="B:${id}"></template><!--/$-->`;
  const at = html.indexOf(marker);
  return at < 0 || html.indexOf(marker, at + 1) >= 0 ? null : { at, length: marker.length };
}

/**
 * Finds the segment `S:<id>` and the `$RC` call that reveals it: the segment's content ends at the
 * `</div>` followed (after any injected scripts) by that call. Returns null when the markup differs.
 * @param {string} html
 * @param {number} start index of `<div hidden id="S:<id>">`
 * @param {string} id
 */
function segment(html, start, id) {
  const open = `<div hidden id="S:${id}">`;
  const call = `$RC("B:${id}","S:${id}")`;
  const script = `<script>${call}</script>`;
  const callAt = html.indexOf(call, start);
  if (callAt < 0) return null;
  const scriptAt = html.lastIndexOf("<script>", callAt);
  const scriptEnd = html.indexOf("</script>", callAt) + "</script>".length;
  const whole = html.slice(scriptAt, scriptEnd);
  const definesRuntime = whole.startsWith(RUNTIME_START) && whole.endsWith(`;${call}</script>`);
  if (whole !== script && !definesRuntime) return null;
  const close = html.lastIndexOf("</div>", scriptAt);
  const between = html.slice(close + "</div>".length, scriptAt);
  if (close <= start || BETWEEN.exec(between)?.[0] !== between) return null;
  return {
    content: html.slice(start + open.length, close),
    // The segment and its call go; scripts Next injected in between stay, in order.
    removeFrom: start,
    removeTo: scriptEnd,
    kept: between,
    runtime: definesRuntime ? whole.slice("<script>".length, whole.length - script.length + "<script>".length) : "",
  };
}

/**
 * @param {string} html a complete page as React and Next streamed it
 * @returns {string} the page with every completed boundary's content in place
 */
function inlineSuspenseBoundaries(html) {
  let out = html;
  let runtime = "";
  // One pass in document order: a segment always follows its placeholder, and a nested boundary's
  // placeholder arrives (inside its parent's content) before its own segment is reached.
  SEGMENT.lastIndex = 0;
  for (let match = SEGMENT.exec(out); match; match = SEGMENT.exec(out)) {
    const id = match[1];
    const found = segment(out, match.index, id);
    const target = found && placeholder(out, id);
    if (!found || !target || target.at > match.index) continue;
    runtime ||= found.runtime;
    // Cut the segment out first (it comes after the placeholder), then fill the placeholder.
    out = out.slice(0, found.removeFrom) + found.kept + out.slice(found.removeTo);
    const filled = `<!--$-->${found.content}<!--/$-->`;
    out = out.slice(0, target.at) + filled + out.slice(target.at + target.length);
    SEGMENT.lastIndex = found.removeFrom + filled.length - target.length;
  }
  // Boundaries left outlined still need the runtime; it was defined in the first call's script.
  if (runtime && /\$RC\("B:/.test(out)) {
    out = out.replace(/<script>\$RC\("B:/, `<script>${runtime}$RC("B:`);
  }
  return out;
}

module.exports = { inlineSuspenseBoundaries };
