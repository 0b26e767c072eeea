// `npm run bench:http`: throughput (autocannon) of the database-backed public pages beside a page
// that `next build` prerenders (○ Static), in the same run on the same server (QUALITY P2: >= 0.8x).
// The static page is measured before and after the others; their mean is the baseline, and the gap
// between the two shows how much the shared machine drifted meanwhile.
import autocannon from "autocannon";
import { printTable, publicPages, withDemoServer } from "./server.mjs";

// Prerendered at build time (○ in the build's route list); override with BENCH_STATIC_PATH.
const STATIC_PATH = process.env.BENCH_STATIC_PATH || "/internal-admin-portalv1.0.1/login";
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TARGET = 0.8;

async function measure(url) {
  // A short unmeasured burst first: caches filled, code paths compiled by V8.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, kb: r.throughput.average / r.requests.average / 1024 };
}

async function main(baseUrl) {
  const pages = (await publicPages(baseUrl)).filter((p) => ["home", "article", "blog"].includes(p.name) && p.path);
  const first = await measure(`${baseUrl}${STATIC_PATH}`);
  const results = [];
  for (const page of pages) results.push({ ...page, ...(await measure(`${baseUrl}${page.path}`)) });
  const last = await measure(`${baseUrl}${STATIC_PATH}`);
  const baseline = (first.rps + last.rps) / 2;

  const fmt = (n) => n.toFixed(1);
  const rows = [
    [`static ${STATIC_PATH}`, fmt(baseline), `${first.p50} / ${last.p50}`, "", fmt(first.kb), "1.00", ""],
    ...results.map((r) => {
      const ratio = r.rps / baseline;
      return [`${r.name} ${r.path}`, fmt(r.rps), String(r.p50), String(r.p99), fmt(r.kb), ratio.toFixed(2), ratio >= TARGET ? "ok" : "BELOW"];
    }),
  ];
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION}s per page, ${baseUrl}\n`);
  printTable(["page", "req/s", "p50 ms", "p99 ms", "KB/resp", "ratio", `>= ${TARGET}`], rows);
  console.log(`\nstatic page before/after: ${fmt(first.rps)} / ${fmt(last.rps)} req/s (drift of the shared machine)`);
  if (results.some((r) => r.rps / baseline < TARGET)) process.exitCode = 1;
}

await withDemoServer("bench-http", main);
