// Lighthouse's CPU slowdown is relative to the host: its mobile preset multiplies every main-thread
// task by 4, which turns a host with a benchmark index of about 1,500 into the mid-tier phone the
// preset stands for. On a slower host the same 4x emulates a slower phone (and on a faster host a
// faster one), so scores taken at different host speeds are not comparable. Lighthouse's throttling
// guide (docs/throttling.md, "Calibrating the CPU slowdown") says to calibrate the multiplier from the
// host's benchmark index; `slowdownFor` is the formula of the calculator that guide links
// (lighthouse-cpu-throttling-calculator, in cpu-slowdown.mjs), and `measureBenchmarkIndex` runs
// Lighthouse's own benchmark (the one each report shows as "CPU/Memory Power") in the audited browser.
import puppeteer from "puppeteer-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/**
 * Lighthouse's benchmark, run `samples` times in a blank tab of the browser at `port`; the median.
 * Each sample takes about a second. The tab is closed afterwards, so the audit starts as usual.
 */
export async function measureBenchmarkIndex(port, samples = 3) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const values = [];
    for (let i = 0; i < samples; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    values.sort((a, b) => a - b);
    return values[Math.floor((values.length - 1) / 2)];
  } finally {
    // Only the connection: the browser belongs to the caller.
    await browser.disconnect();
  }
}
