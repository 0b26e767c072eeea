// @ts-check
/**
 * The App Router loads its framework chunks with `<script async>` in <head> (vercel/next.js#66958), so
 * on a slow phone the browser downloads 160 KB of React and router code alongside the stylesheet,
 * fonts and hero image, and may run it before it paints anything. Pages kept by the page cache are
 * rewritten once, when stored: the chunks (and Next's preload of its bootstrap chunk) leave the
 * markup, and a small inline loader adds them one frame after the first contentful paint. The
 * content's bytes get the connection to themselves; hydration follows the first paint instead of
 * competing with it. (A low-priority preload would still share the bandwidth: Lighthouse's model,
 * like a real slow connection, then counts the scripts' download into the LCP.)
 *
 * Only the exact markup Next emits is rewritten; anything else (nonce, integrity, another attribute
 * order) is left as it is, so the worst case is the page as Next rendered it.
 */

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;
const LOADER_MARK = "data-deferred-scripts";

/**
 * The loader: one frame after the first contentful paint it starts every chunk's download at once
 * (a preload each, one per task) and runs the chunks one after another, each inserted once the one
 * before it has run, as async scripts as Next had them (React recognises its own chunks by
 * `script[async][src]` and would otherwise load them again).
 * Why one after another: with all of them inserted together, V8 compiles the next chunks on other
 * threads while the main thread runs the first; on a two-core machine the main thread's tasks then
 * wait for a core (traced: 1.5 ms of work taking 10-48 ms), and Lighthouse counts the clock (README,
 * "Results"). The downloads still overlap, so on a slow connection the page hydrates about as soon
 * as before; fetched one by one as well, it hydrated up to 1.8 s later.
 * A frame may be painted before any content is (the background, while the parser is still at the
 * top), hence Paint Timing rather than the first animation frame. Without Paint Timing they come a
 * frame after the first; a page that paints no content gets them three seconds after its load event
 * (the load event can come before the first paint, which a busy machine may hold back for a second);
 * in a background tab, where nothing is painted until it is shown, they start at once.
 * @param {string[]} sources
 */
function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `<script ${LOADER_MARK}="">(function(){var s=${list},d=0,h=document.head;function go(){if(d)return;d=1;pre(0);run(0)}` +
    `function pre(i){if(i>=s.length)return;var l=document.createElement("link");l.rel="preload";l.as="script";l.href=s[i];h.appendChild(l);` +
    `setTimeout(function(){pre(i+1)},0)}` +
    `function run(i){if(i>=s.length)return;var e=document.createElement("script");e.src=s[i];e.async=true;` +
    `e.onload=e.onerror=function(){setTimeout(function(){run(i+1)},0)};h.appendChild(e)}` +
    `function next(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(document.visibilityState==="hidden")return go();document.addEventListener("visibilitychange",go,{once:true});` +
    `var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!t||t.indexOf("paint")<0)return next();` +
    `addEventListener("load",function(){setTimeout(go,3000)},{once:true});` +
    `var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();next()}});` +
    `o.observe({type:"paint",buffered:true})})()</script>`
  );
}

/**
 * @param {string} html a whole page as Next rendered it
 * @returns {string} the page with its framework chunks loaded after the first paint, or the page
 *   unchanged when it has none (or was rewritten already)
 */
function deferFrameworkScripts(html) {
  if (html.includes(LOADER_MARK) || !html.includes("</head>")) return html;
  /** @type {string[]} */
  const sources = [];
  const rest = html
    .replace(CHUNK_SCRIPT, (_tag, src) => {
      sources.push(src);
      return "";
    })
    .replace(CHUNK_PRELOAD, (tag, src) => (sources.includes(src) ? "" : tag));
  if (sources.length === 0) return html;
  // An inline script after a stylesheet that is still loading would hold the parser until it arrives.
  const headEnd = rest.indexOf("</head>");
  const firstSheet = rest.slice(0, headEnd).indexOf('<link rel="stylesheet"');
  const at = firstSheet < 0 ? headEnd : firstSheet;
  return rest.slice(0, at) + loaderScript(sources) + rest.slice(at);
}

module.exports = { deferFrameworkScripts, LOADER_MARK };
