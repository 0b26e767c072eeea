// `npm run bench:http`: throughput (autocannon) of the database-backed public pages beside a page
// that `next build` prerenders (○ Static), in the same run on the same server (QUALITY P2: >= 0.8x).
// On a shared machine the load of others drifts by 2-3x within a minute, so the pages are measured
// in rounds that start and end with the static page; each page's ratio is taken against the static
// page around it, and the table shows the median over the rounds. The "served by" column says which
// layer answered each page once warm; PAGE_CACHE=off measures Next alone (scripts/serve.mjs).
import autocannon from "autocannon";
import { printTable, publicPages, withDemoServer } from "./server.mjs";

// Prerendered at build time (○ in the build's route list; the public pages are all ƒ); override
// with BENCH_STATIC_PATH. It passes the middleware like any portal page (a small handicap) and,
// being part of the portal, never comes from the page cache.
const STATIC_PATH = process.env.BENCH_STATIC_PATH || "/internal-admin-portalv1.0.1/login";
const DURATION = Number(process.env.BENCH_DURATION || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TARGET = 0.8;
// Compressed, as browsers ask for it: compressing is part of what each response costs the server.
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, kb: r.throughput.average / r.requests.average / 1024 };
}

/** Which layer answers the page once it is warm: the page cache (lib/page-cache) or Next itself. */
async function servedBy(url) {
  const response = await fetch(url, { headers: HEADERS });
  await response.arrayBuffer();
  const layer = response.headers.get("x-page-cache") === "HIT" ? "page cache" : "Next";
  return `${layer}, ${response.headers.get("content-encoding") || "identity"}`;
}

async function main(baseUrl) {
  const pages = (await publicPages(baseUrl)).filter((p) => ["home", "article", "blog"].includes(p.name) && p.path);
  const staticUrl = `${baseUrl}${STATIC_PATH}`;
  // Unmeasured warm-up: data caches filled, code paths compiled by V8.
  for (const url of [staticUrl, ...pages.map((p) => `${baseUrl}${p.path}`)]) {
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS });
  }
  const layers = await Promise.all([staticUrl, ...pages.map((p) => `${baseUrl}${p.path}`)].map(servedBy));
  const statics = [await measure(staticUrl)];
  const runs = pages.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, page] of pages.entries()) runs[i].push(await measure(`${baseUrl}${page.path}`));
    statics.push(await measure(staticUrl));
  }

  const fmt = (n) => n.toFixed(1);
  const rows = [[`static ${STATIC_PATH}`, fmt(median(statics.map((s) => s.rps))), String(median(statics.map((s) => s.p50))), String(median(statics.map((s) => s.p99))), fmt(statics[0].kb), layers[0], "1.00", ""]];
  let below = false;
  for (const [i, page] of pages.entries()) {
    // Each round's baseline: the mean of the static runs just before and just after it.
    const ratio = median(runs[i].map((r, round) => r.rps / ((statics[round].rps + statics[round + 1].rps) / 2)));
    if (ratio < TARGET) below = true;
    rows.push([`${page.name} ${page.path}`, fmt(median(runs[i].map((r) => r.rps))), String(median(runs[i].map((r) => r.p50))), String(median(runs[i].map((r) => r.p99))), fmt(runs[i][0].kb), layers[i + 1], ratio.toFixed(2), ratio >= TARGET ? "ok" : "BELOW"]);
  }
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION}s per page (medians), ${baseUrl}\n`);
  printTable(["page", "req/s", "p50 ms", "p99 ms", "KB/resp", "served by", "ratio", `>= ${TARGET}`], rows);
  console.log(`\nstatic page per round: ${statics.map((s) => fmt(s.rps)).join(" / ")} req/s (drift of the shared machine)`);
  if (below) process.exitCode = 1;
}

await withDemoServer("bench-http", main);
