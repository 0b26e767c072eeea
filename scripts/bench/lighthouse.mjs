// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the public pages of
// QUALITY P1, against the production build on a fresh demo database (or BENCH_URL).
// Each page runs LH_RUNS times (default 5, the count Lighthouse's variability guide advises) and the
// median of each category is reported, with the median host CPU benchmark index of those runs.
// The scores are Lighthouse's mobile preset as it is (4x CPU slowdown, as PageSpeed Insights and
// DevTools use it). Beside them, the same loads are simulated at a slowdown calibrated to each run's
// host benchmark index, as Lighthouse's throttling guide describes (cpu-calibration.mjs), or at
// LH_CPU_SLOWDOWN when it is set. On this VM the index turned out not to follow the speed of the
// page's own work (README, "Choices"), so the calibrated score is a second reading, not the verdict.
// Reports (of the 4x runs): bench-results/lighthouse/.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { DEFAULT_SLOWDOWN, auditCalibrated } from "./cpu-calibration.mjs";
import { CHROME_PATH, printTable, publicPages, resultsDir, withDemoServer } from "./server.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = Math.max(1, Number(process.env.LH_RUNS || 5));
// LH_PAGES=home,blog limits the run to some pages while a fix is being checked.
const ONLY = process.env.LH_PAGES ? new Set(process.env.LH_PAGES.split(",")) : null;
const FIXED_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : null;
if (FIXED_SLOWDOWN !== null && !(FIXED_SLOWDOWN >= 1)) {
  throw new Error(`LH_CPU_SLOWDOWN must be a number of at least 1, not "${process.env.LH_CPU_SLOWDOWN}".`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Audits that cost points: scored below 0.9, with their display value, e.g. "LCP 3.1 s". */
function findings(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => typeof a.score === "number" && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
}

/**
 * Fills the caches a visitor after the first one finds warm: the rendered page (Next's ISR cache, the
 * proxy's cache behind nginx), its build assets, and next/image's optimised variants (AVIF encoding
 * takes seconds on a busy machine and would otherwise land in the LCP of the first run). Only widths a
 * phone asks for; the desktop variants are not needed.
 */
async function warm(url) {
  const res = await fetch(url);
  const html = await res.text();
  const assets = new Set([...html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  // A miss is stored after it is answered; the next passes hit.
  for (let pass = 0; pass < 3; pass++) {
    await new Promise((r) => setTimeout(r, 300));
    for (const asset of [url, ...assets]) await fetch(new URL(asset, url)).then((r) => r.arrayBuffer());
  }
  const images = new Set([...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((m) => m[0].replaceAll("&amp;", "&")));
  for (const src of images) {
    const width = Number(new URL(src, url).searchParams.get("w"));
    if (width <= 1200) await fetch(new URL(src, url), { headers: { accept: "image/avif,image/webp,*/*" } }).then((r) => r.arrayBuffer());
  }
  return res.status;
}

/** One Lighthouse run at the default 4x, with the same load simulated at the calibrated (or fixed) slowdown. */
function audit(chrome, url) {
  const flags = { port: chrome.port, output: "html", logLevel: "error", onlyCategories: CATEGORIES };
  return auditCalibrated(url, flags, FIXED_SLOWDOWN);
}

const SECOND_SLOWDOWN = FIXED_SLOWDOWN === null ? "calibrated" : `at ${FIXED_SLOWDOWN}x`;
const HEADERS = ["page", "perf", "a11y", "best-pr.", "seo", "perf range", `perf ${SECOND_SLOWDOWN}`, "CPU index", "slowdown", "path"];
/** A table row for a page that was not measured: dashes, and the reason in the last column. */
const skippedRow = (name, reason) => [name, ...HEADERS.slice(1, -1).map(() => "-"), reason];
const perfScore = (result) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
const range = (values, digits = 0) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

async function main(baseUrl) {
  const pages = (await publicPages(baseUrl)).filter((p) => !ONLY || ONLY.has(p.name));
  const outDir = path.join(resultsDir(), "lighthouse");
  fs.mkdirSync(outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  const notes = [];
  try {
    for (const page of pages) {
      if (!page.path) {
        rows.push(skippedRow(page.name, "no published item"));
        continue;
      }
      const url = `${baseUrl}${page.path}`;
      const status = await warm(url);
      if (status !== 200) {
        rows.push(skippedRow(page.name, `HTTP ${status} (skipped)`));
        continue;
      }
      const pairs = [];
      for (let i = 0; i < RUNS; i++) pairs.push(await audit(chrome, url));
      const runs = pairs.map((p) => p.atDefault);
      const scores = CATEGORIES.map((c) => Math.round(median(runs.map((r) => (r.lhr.categories[c]?.score ?? 0) * 100))));
      const perf = runs.map(perfScore);
      const perfSecond = pairs.map((p) => perfScore(p.calibrated));
      const cpu = Math.round(median(runs.map((r) => r.lhr.environment.benchmarkIndex)));
      rows.push([
        page.name,
        ...scores,
        range(perf),
        `${median(perfSecond)} (${range(perfSecond)})`,
        cpu,
        `${range(pairs.map((p) => p.slowdown), 1)}x`,
        page.path,
      ]);
      // The report of the median run (by performance score) is the one kept.
      const kept = [...runs].sort((a, b) => perfScore(a) - perfScore(b))[Math.floor((runs.length - 1) / 2)];
      fs.writeFileSync(path.join(outDir, `${page.name}.html`), String(kept.report));
      fs.writeFileSync(path.join(outDir, `${page.name}.json`), JSON.stringify(kept.lhr));
      const m = kept.lhr.audits;
      notes.push(
        `${page.name}: FCP ${m["first-contentful-paint"].displayValue}, LCP ${m["largest-contentful-paint"].displayValue}, ` +
          `TBT ${m["total-blocking-time"].displayValue}, CLS ${m["cumulative-layout-shift"].displayValue}` +
          `\n  below 0.9: ${findings(kept.lhr).join(", ") || "none"}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  const cpuNote = `CPU slowdown ${DEFAULT_SLOWDOWN}x (beside it: the same loads ${SECOND_SLOWDOWN})`;
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile, simulated throttling, ${cpuNote}, ${baseUrl}\n`);
  printTable(HEADERS, rows);
  console.log(`\n${notes.join("\n")}\n\nHTML reports: ${path.relative(process.cwd(), outDir)}/`);
}

await withDemoServer("bench-lighthouse", main);
