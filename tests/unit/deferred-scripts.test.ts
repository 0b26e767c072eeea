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
type Inserted = {
  tag: string;
  src?: string;
  async?: boolean;
  rel?: string;
  as?: string;
  href?: string;
  relList?: { supports: (token: string) => boolean };
  onload?: () => void;
  onerror?: () => void;
};

/** Timers at least this long stand for "much later": `drain` leaves them, `elapse` runs them. */
const LATER_MS = 1000;

function runLoader(options: { hidden?: boolean; paintTiming?: boolean; prefetch?: boolean; parsing?: boolean } = {}) {
  const inserted: Inserted[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ fn: () => void; delay: number }> = [];
  const delays: number[] = [];
  const listeners = new Map<string, () => void>();
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let observing = false;
  const context = {
    document: {
      visibilityState: options.hidden ? "hidden" : "visible",
      readyState: options.parsing ? "loading" : "interactive",
      createElement: (tag: string): Inserted =>
        tag === "link" && options.prefetch !== false ? { tag, relList: { supports: (token: string) => token === "prefetch" } } : { tag },
      head: { appendChild: (el: Inserted) => inserted.push(el) },
      addEventListener: (type: string, fn: () => void) => listeners.set(`document:${type}`, fn),
    },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, delay: number) => {
      delays.push(delay);
      timers.push({ fn, delay });
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
    for (;;) {
      const frame = frames.shift();
      const soon = frame ? -1 : timers.findIndex((t) => t.delay < LATER_MS);
      if (frame) frame();
      else if (soon >= 0) timers.splice(soon, 1)[0].fn();
      else return;
    }
  };
  /** Lets a long time pass: every timer runs, however long its delay. */
  const elapse = () => {
    drain();
    while (timers.length) {
      timers.shift()!.fn();
      drain();
    }
  };
  const paint = (name: string) => observer?.({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) });
  const scripts = () => inserted.filter((el) => el.tag === "script");
  const links = () => inserted.filter((el) => el.tag === "link");
  /** Every download the links started has finished, and the loader's timers have run. */
  const downloaded = () => {
    for (const link of links()) link.onload?.();
    drain();
  };
  /** The browser runs the last inserted script (or fails to load it), then the loader's timers run. */
  const runScript = (outcome: "onload" | "onerror" = "onload") => {
    scripts().at(-1)?.[outcome]?.();
    drain();
  };
  const runAll = () => {
    for (let guard = 0; guard < 20 && scripts().length < 4; guard++) runScript();
  };
  return { scripts, links, frames, timers, delays, listeners, drain, elapse, paint, downloaded, runScript, runAll, isObserving: () => observing };
}

const CHUNKS = ["react", "router", "page", "main"].map((n) => `/_next/static/chunks/${n}.js`);

describe("the loader in the page", () => {
  test("adds nothing before the first contentful paint; a frame later it prefetches every chunk, then runs them one by one, once", () => {
    const page = runLoader();
    page.drain();
    expect(page.links()).toEqual([]);
    page.paint("first-paint");
    page.drain();
    expect(page.links()).toEqual([]);

    page.paint("first-contentful-paint");
    expect(page.links()).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames.shift()!();
    page.timers.shift()!.fn();
    // The downloads start one per task, into the cache only: nothing runs (or compiles) yet.
    expect(page.links()).toHaveLength(1);
    page.drain();
    expect(page.links().map((l) => [l.rel, l.as, l.href])).toEqual(CHUNKS.map((src) => ["prefetch", undefined, src]));
    expect(page.scripts()).toEqual([]);
    // Three of four are in: still nothing runs.
    for (const link of page.links().slice(0, 3)) link.onload!();
    page.drain();
    expect(page.scripts()).toEqual([]);
    // The last one failed: the chunks run all the same (that one is fetched again by its script).
    page.links()[3].onerror!();
    page.drain();
    expect(page.scripts().map((s) => s.src)).toEqual([CHUNKS[0]]);
    // The next chunk is inserted only after the one before it has run.
    page.runScript();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS.slice(0, 2));
    // A chunk that fails to load does not hold the others back.
    page.runScript("onerror");
    expect(page.scripts()).toHaveLength(3);
    page.runAll();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
    expect(page.scripts().every((s) => s.async)).toBe(true);
    expect(page.isObserving()).toBe(false);

    // Nothing later (the load event, the tab shown, the start-anyway timer) adds anything again.
    page.listeners.get("load")?.();
    page.listeners.get("document:visibilitychange")?.();
    page.runScript();
    page.elapse();
    expect(page.scripts()).toHaveLength(4);
    expect(page.links()).toHaveLength(4);
  });

  test("while the rest of the document is still arriving, the downloaded chunks wait for it to be parsed", () => {
    const page = runLoader({ parsing: true });
    page.paint("first-contentful-paint");
    page.drain();
    expect(page.links()).toHaveLength(4);
    page.downloaded();
    expect(page.scripts()).toEqual([]);
    page.listeners.get("document:DOMContentLoaded")!();
    page.runAll();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
  });

  test("where prefetch is not supported the links are script preloads, waited for the same way", () => {
    const page = runLoader({ prefetch: false, hidden: true });
    page.drain();
    expect(page.links().map((l) => [l.rel, l.as])).toEqual(CHUNKS.map(() => ["preload", "script"]));
    expect(page.scripts()).toEqual([]);
    page.downloaded();
    page.runAll();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
  });

  test("downloads that never report back hold the chunks back ten seconds at most", () => {
    const page = runLoader({ hidden: true });
    page.drain();
    expect(page.links()).toHaveLength(4);
    expect(page.scripts()).toEqual([]);
    expect(page.delays).toContain(10000);
    page.elapse();
    expect(page.scripts().map((s) => s.src)).toEqual([CHUNKS[0]]);
    page.runAll();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
    // Downloads finishing after that start nothing twice.
    page.downloaded();
    expect(page.scripts()).toHaveLength(4);
  });

  test("a page that never paints content still hydrates, three seconds after its load event", () => {
    const page = runLoader();
    page.listeners.get("load")?.();
    expect(page.delays).toEqual([3000]);
    page.drain();
    expect(page.links()).toEqual([]);
    page.elapse();
    page.downloaded();
    page.runAll();
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
  });

  test("without Paint Timing the chunks come one frame after the first", () => {
    const page = runLoader({ paintTiming: false });
    expect(page.frames).toHaveLength(1);
    page.drain();
    expect(page.links()).toHaveLength(4);
    page.downloaded();
    page.runAll();
    expect(page.scripts()).toHaveLength(4);
  });

  test("in a background tab, which paints nothing until shown, or one hidden before its first paint, they come at once", () => {
    const hidden = runLoader({ hidden: true });
    expect(hidden.links()).toHaveLength(1);
    hidden.drain();
    hidden.downloaded();
    hidden.runAll();
    expect(hidden.scripts()).toHaveLength(4);
    const shownLater = runLoader();
    shownLater.listeners.get("document:visibilitychange")?.();
    expect(shownLater.links()).toHaveLength(1);
    shownLater.drain();
    shownLater.downloaded();
    shownLater.runAll();
    expect(shownLater.scripts()).toHaveLength(4);
  });
});
