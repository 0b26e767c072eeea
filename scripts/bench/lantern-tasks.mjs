// `node scripts/bench/lantern-tasks.mjs [path ...]`: where a page's Lighthouse total blocking time comes
// from. Lighthouse (mobile, simulated throttling) scores TBT on its Lantern simulation, not on the trace
// it recorded: it re-times every main-thread task of 10 ms or more at 4x on a simulated phone and sums
// what lies beyond 50 ms between the simulated first contentful paint and time to interactive. This
// re-runs that simulation on each run's artifacts and lists the tasks that count, each with its
// simulated start, duration and blocking share, and the trace task it came from (its time after the
// navigation, clock and CPU milliseconds, and what it ran). NET=1 adds the simulated requests with what
// each waits for. LH_RUNS runs per page (default 3); the demo server as in the other benches (BENCH_URL
// for one already running). A diagnostic: it reads Lighthouse's internal modules, pinned by the lockfile.
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { LoadSimulator } from "lighthouse/core/computed/load-simulator.js";
import { CHROME_PATH, withDemoServer } from "./server.mjs";

const RUNS = Math.max(1, Number(process.env.LH_RUNS || 3));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const BLOCKING_MS = 50;
const SHOWN = /^(ParseHTML|EvaluateScript|FunctionCall|Layout|UpdateLayoutTree|Paint|TimerFire|EventDispatch|ParseAuthorStyleSheet|v8\.compile|RunMicrotasks|FireAnimationFrame|Commit|PrePaint)$/;

const ms = (us) => (us / 1000).toFixed(1);
const file = (url) => (url || "").replace(/[?#].*$/, "").replace(/.*\//, "").slice(0, 14);

/** What a trace task ran: its child events of 1.5 ms or more, with the script or function behind them. */
function describe(node) {
  return node.childEvents
    .filter((event) => event.dur > 1500 && SHOWN.test(event.name))
    .slice(0, 5)
    .map((event) => {
      const data = event.args?.data ?? {};
      const source = file(data.url) + (data.functionName ? `.${data.functionName}` : "");
      return `${event.name}${source ? `(${source})` : ""} ${ms(event.dur)}`;
    })
    .join(", ");
}

async function simulate(result) {
  const artifacts = result.artifacts;
  const settings = result.lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const devtoolsLog = artifacts.DevtoolsLog;
  const trace = artifacts.Trace;
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const data = { trace, devtoolsLog, gatherContext: artifacts.GatherContext, settings, simulator, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const navigation = trace.traceEvents.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"));
  return { fcp, tti, tbt, since: (event) => Math.round((event.ts - navigation.ts) / 1000) };
}

function report(result, { fcp, tti, tbt, since }) {
  const audit = result.lhr.audits["total-blocking-time"];
  console.log(
    `  perf ${Math.round(result.lhr.categories.performance.score * 100)}, TBT ${Math.round(audit.numericValue)} ms ` +
      `(optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}); ` +
      `FCP ${Math.round(fcp.optimisticEstimate.timeInMs)}-${Math.round(fcp.pessimisticEstimate.timeInMs)}, TTI ${Math.round(tti.optimisticEstimate.timeInMs)}-${Math.round(tti.pessimisticEstimate.timeInMs)} ms`,
  );
  // The pessimistic estimate's window: from the optimistic FCP to the pessimistic TTI.
  const from = fcp.optimisticEstimate.timeInMs;
  const to = tti.pessimisticEstimate.timeInMs;
  const timings = [...tbt.pessimisticEstimate.nodeTimings];
  const tasks = timings
    .filter(([node, t]) => node.type === "cpu" && t.duration >= BLOCKING_MS && Math.min(t.endTime, to) > Math.max(t.startTime, from))
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of tasks) {
    const inWindow = Math.min(t.endTime, to) - Math.max(t.startTime, from);
    const blocking = Math.max(0, Math.min(t.duration - BLOCKING_MS, inWindow));
    console.log(
      `    sim ${Math.round(t.startTime)} +${Math.round(t.duration)} blocks ~${Math.round(blocking)} | trace ${since(node.event)} ms: ` +
        `${ms(node.event.dur)} clock, ${ms(node.event.tdur ?? 0)} CPU | ${describe(node)}`,
    );
  }
  if (!process.env.NET) return;
  const requests = timings.filter(([node]) => node.type === "network").sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of requests) {
    const waits = node.getDependencies().map((d) => (d.type === "cpu" ? `task@${since(d.event)}` : file(d.request.url) || "document"));
    console.log(`    net ${Math.round(t.startTime)}-${Math.round(t.endTime)} ${node.request.priority} ${file(node.request.url) || "document"} <- ${waits.join(", ")}`);
  }
}

await withDemoServer("bench-lantern", async (baseUrl) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const pagePath of paths) {
      const url = new URL(pagePath, baseUrl).href;
      await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
      console.log(url);
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
        report(result, await simulate(result));
      }
    }
  } finally {
    await chrome.kill();
  }
});
