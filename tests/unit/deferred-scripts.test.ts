/** @jest-environment node */
import vm from "node:vm";
import { LOADER_MARK, deferFrameworkScripts } from "@/lib/page-cache/deferred-scripts";

// The page cache's rewrite of a stored page (lib/page-cache/deferred-scripts.js): Next's framework
// chunks leave the markup for a loader that adds them after the first contentful paint. The markup below is what Next 16 renders for a public page, shortened.

const CSS = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const MAIN_PRELOAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>';
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const POLYFILLS = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
const JSON_LD = '<script type="application/ld+json">{"@type":"Organization"}</script>';
const PAGE =
  '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/home/hero.webp" fetchPriority="high"/>' +
  `${CSS}${MAIN_PRELOAD}${chunk("react")}${chunk("router")}${chunk("page")}<title>Acasă</title></head>` +
  `<body><h1>Marketing online</h1>${JSON_LD}<script>self.__next_f.push([1,"payload"])</script>${POLYFILLS}${chunk("main")}</body></html>`;

const sourcesIn = (html: string) => JSON.parse(/var s=(\[[^\]]*\])/.exec(html)?.[1] ?? "null") as string[] | null;
const loaderOf = (html: string) => /<script data-deferred-scripts="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferFrameworkScripts", () => {
  const out = deferFrameworkScripts(PAGE);
  const head = out.slice(0, out.indexOf("</head>"));

  test("no framework chunk is left as a script tag; the loader lists them in the page's order", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|router|page|main)\.js"/);
    expect(sourcesIn(out)).toEqual(["react", "router", "page", "main"].map((n) => `/_next/static/chunks/${n}.js`));
    expect(out.match(new RegExp(LOADER_MARK, "g"))).toHaveLength(1);
  });

  test("nothing fetches a chunk before the loader does: Next's preload of its bootstrap chunk goes too", () => {
    expect(out).not.toMatch(/<link[^>]*as="script"/);
    expect(out).not.toContain(MAIN_PRELOAD);
  });

  test("the loader comes before the stylesheet, so a sheet still loading never holds the parser on it", () => {
    expect(head.indexOf(LOADER_MARK)).toBeGreaterThan(-1);
    expect(head.indexOf(LOADER_MARK)).toBeLessThan(head.indexOf(CSS));
  });

  test("content, data, the payload and the legacy polyfills are untouched", () => {
    for (const part of ["<h1>Marketing online</h1>", JSON_LD, '<script>self.__next_f.push([1,"payload"])</script>', POLYFILLS, "<title>Acasă</title>"]) {
      expect(out).toContain(part);
    }
  });

  test("a page rewritten once, or without framework chunks, comes back as it was", () => {
    expect(deferFrameworkScripts(out)).toBe(out);
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body><p>Text</p></body></html>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
    expect(deferFrameworkScripts("not html at all")).toBe("not html at all");
  });

  test("a chunk tag Next might write differently (integrity, nonce) is left in place", () => {
    const withSri = PAGE.replace(chunk("router"), '<script src="/_next/static/chunks/router.js" async="" integrity="sha384-x"></script>');
    const rewritten = deferFrameworkScripts(withSri);
    expect(rewritten).toContain('integrity="sha384-x"');
    expect(sourcesIn(rewritten)).toEqual(["react", "page", "main"].map((n) => `/_next/static/chunks/${n}.js`));
  });
});

/** Runs the loader against a stand-in for the browser that lets the test decide when things happen. */
type Inserted = { tag: string; src?: string; async?: boolean; rel?: string; as?: string; href?: string; onload?: () => void; onerror?: () => void };

function runLoader(options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const inserted: Inserted[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const delays: number[] = [];
  const listeners = new Map<string, () => void>();
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let observing = false;
  const context = {
    document: {
      visibilityState: options.hidden ? "hidden" : "visible",
      createElement: (tag: string): Inserted => ({ tag }),
      head: { appendChild: (el: Inserted) => inserted.push(el) },
      addEventListener: (type: string, fn: () => void) => listeners.set(`document:${type}`, fn),
    },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, delay: number) => {
      delays.push(delay);
      timers.push(fn);
    },
    PerformanceObserver:
      options.paintTiming === false
        ? undefined
        : class {
            static supportedEntryTypes = ["paint", "largest-contentful-paint"];
            constructor(callback: typeof observer) {
              observer = callback;
            }
            observe() {
              observing = true;
            }
            disconnect() {
              observing = false;
            }
          },
  };
  vm.runInNewContext(loaderOf(deferFrameworkScripts(PAGE)), { ...context, window: context });
  const drain = () => {
    while (frames.length || timers.length) (frames.shift() ?? timers.shift())!();
  };
  const paint = (name: string) => observer?.({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) });
  const scripts = () => inserted.filter((el) => el.tag === "script");
  const preloads = () => inserted.filter((el) => el.tag === "link");
  /** The browser runs the last inserted script (or fails to load it), then the loader's timers run. */
  const runScript = (outcome: "onload" | "onerror" = "onload") => {
    scripts().at(-1)?.[outcome]?.();
    drain();
  };
  const runAll = () => {
    for (let guard = 0; guard < 20 && scripts().length < 4; guard++) runScript();
  };
  return { scripts, preloads, frames, timers, delays, listeners, drain, paint, runScript, runAll, isObserving: () => observing };
}

const CHUNKS = ["react", "router", "page", "main"].map((n) => `/_next/static/chunks/${n}.js`);

describe("the loader in the page", () => {
  test("adds nothing before the first contentful paint; a frame later it preloads every chunk and runs them one by one, once", () => {
    const page = runLoader();
    page.drain();
    expect(page.scripts()).toEqual([]);
    page.paint("first-paint");
    page.drain();
    expect(page.scripts()).toEqual([]);

    page.paint("first-contentful-paint");
    expect(page.scripts()).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames.shift()!();
    page.timers.shift()!();
    // The first chunk runs at once; the other downloads start one per task.
    expect(page.scripts().map((s) => s.src)).toEqual([CHUNKS[0]]);
    expect(page.preloads()).toHaveLength(1);
    page.drain();
    expect(page.preloads().map((l) => [l.rel, l.as, l.href])).toEqual(CHUNKS.map((src) => ["preload", "script", src]));
    // The next chunk is inserted only after the one before it has run.
    expect(page.scripts()).toHaveLength(1);
    page.runScript();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS.slice(0, 2));
    // A chunk that fails to load does not hold the others back.
    page.runScript("onerror");
    expect(page.scripts()).toHaveLength(3);
    page.runAll();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
    expect(page.scripts().every((s) => s.async)).toBe(true);
    expect(page.isObserving()).toBe(false);

    page.listeners.get("load")?.();
    page.listeners.get("document:visibilitychange")?.();
    page.runScript();
    page.drain();
    expect(page.scripts()).toHaveLength(4);
    expect(page.preloads()).toHaveLength(4);
  });

  test("a page that never paints content still hydrates, three seconds after its load event", () => {
    const page = runLoader();
    page.listeners.get("load")?.();
    expect(page.delays).toEqual([3000]);
    expect(page.scripts()).toEqual([]);
    page.drain();
    page.runAll();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
  });

  test("without Paint Timing the chunks come one frame after the first", () => {
    const page = runLoader({ paintTiming: false });
    expect(page.frames).toHaveLength(1);
    page.drain();
    page.runAll();
    expect(page.scripts()).toHaveLength(4);
  });

  test("in a background tab, which paints nothing until shown, or one hidden before its first paint, they come at once", () => {
    const hidden = runLoader({ hidden: true });
    expect(hidden.scripts()).toHaveLength(1);
    hidden.runAll();
    expect(hidden.scripts()).toHaveLength(4);
    const shownLater = runLoader();
    shownLater.listeners.get("document:visibilitychange")?.();
    expect(shownLater.scripts()).toHaveLength(1);
    shownLater.runAll();
    expect(shownLater.scripts()).toHaveLength(4);
  });
});
