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

/** If a download never reports back (a browser that ignores prefetch), the chunks start anyway. */
const START_ANYWAY_MS = 10000;

/**
 * The loader. One frame after the first contentful paint it starts every chunk's download (a link
 * each, one per task) as a prefetch: the bytes go to the HTTP cache and nothing is compiled yet.
 * Once all of them are in, it runs the chunks one after another, each inserted once the one before
 * it has run, as async scripts as Next had them (React recognises its own chunks by
 * `script[async][src]` and would otherwise load them again); each comes from the cache.
 * Why: a script or a preload is compiled on a worker thread while it downloads (the compile hints
 * make that the whole chunk, scripts/compile-hints.mjs). With the chunks preloaded together, that
 * compilation (about 120 ms of CPU for react-dom and the router) filled both cores of the test
 * machine while the main thread ran the loader's own small tasks and the first chunks, and those
 * tasks, 1-4 ms of work, took 13-40 ms on the clock, which Lighthouse counts (README, "Results").
 * Prefetched, each chunk compiles when its script is inserted, while the main thread waits for it,
 * and runs with nothing compiling beside it. The downloads still overlap, so on a slow connection
 * the page hydrates as soon as before; fetched one by one it hydrated up to 1.8 s later.
 * Where prefetch is not supported (Safari), the links are preloads, which compile as they arrive
 * but are waited for all the same.
 * The chunks run once the document is parsed: the page's RSC payload begins with a push at the end
 * of the body (./page-payload.js), and React hydrates the whole document. A page whose HTML comes in
 * pieces over a slow connection can paint, and download its chunks, before its end has arrived (the
 * public pages hold their first paint only until the footer is parsed, app/(public)/layout.tsx).
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
    `<script ${LOADER_MARK}="">(function(){var s=${list},d=0,r=0,n=s.length,h=document.head,c=document.createElement("link").relList,` +
    `f=!!(c&&c.supports&&c.supports("prefetch"));function go(){if(d)return;d=1;pre(0);setTimeout(start,${START_ANYWAY_MS})}` +
    `function pre(i){if(i>=s.length)return;var l=document.createElement("link");if(f)l.rel="prefetch";else{l.rel="preload";l.as="script"}` +
    `l.href=s[i];l.onload=l.onerror=function(){if(--n===0)setTimeout(start,0)};h.appendChild(l);setTimeout(function(){pre(i+1)},0)}` +
    `function start(){if(r)return;r=1;if(document.readyState!=="loading")return run(0);` +
    `document.addEventListener("DOMContentLoaded",function(){run(0)},{once:true})}` +
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
 * @param {string[]} [first] scripts of the page's own to load and run before the chunks (./page-payload.js)
 * @returns {string} the page with its framework chunks loaded after the first paint, or the page
 *   unchanged when it has none (or was rewritten already)
 */
function deferFrameworkScripts(html, first = []) {
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
  sources.unshift(...first);
  // An inline script after a stylesheet that is still loading would hold the parser until it arrives.
  const headEnd = rest.indexOf("</head>");
  const firstSheet = rest.slice(0, headEnd).indexOf('<link rel="stylesheet"');
  const at = firstSheet < 0 ? headEnd : firstSheet;
  return rest.slice(0, at) + loaderScript(sources) + rest.slice(at);
}

module.exports = { deferFrameworkScripts, LOADER_MARK };
