// `npm run bench:http`: throughput (autocannon) of the database-backed public pages beside a page
// that `next build` prerenders (○ Static), in the same run on the same server (QUALITY P2: >= 0.8x),
// then the same pages while an editor saves an article once a second: no errors, and the pages the
// write does not touch keep >= 0.8x of their quiet throughput.
// On a shared machine the load of others drifts by 2-3x within a minute, so the pages are measured
// in rounds that start and end with the static page; each page's ratio is taken against the static
// page around it, and the table shows the median over the rounds.
// BENCH_URL measures a running server or proxy instead (e.g. the cluster of deploy/ behind nginx);
// BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD are then its admin account for the write phase.
import autocannon from "autocannon";
import { ADMIN, printTable, publicPages, withDemoServer } from "./server.mjs";

// Prerendered at build time (○ in the build's route list); override with BENCH_STATIC_PATH. It passes
// proxy.ts like any portal page (a small handicap).
const STATIC_PATH = process.env.BENCH_STATIC_PATH || "/internal-admin-portalv1.0.1/login";
const DURATION = Number(process.env.BENCH_DURATION || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TARGET = 0.8;
// Compressed, as browsers ask for it: compressing is part of what each response costs the server.
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };
/** The pages an article write does not change (their tags are not the blog's). */
const UNTOUCHED = new Set(["tarife", "service"]);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n) => n.toFixed(1);

async function measure(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, kb: r.throughput.average / Math.max(1, r.requests.average) / 1024, failed: r.non2xx + r.errors };
}

/** What answered the page once warm, as the response says it. */
async function servedBy(url) {
  const response = await fetch(url, { headers: HEADERS });
  await response.arrayBuffer();
  const cache = response.headers.get("x-nextjs-cache") ?? response.headers.get("x-cache-status") ?? "-";
  return `${cache}, ${response.headers.get("content-encoding") || "identity"}`;
}

/** Rounds of every page between static-page runs: per page its medians and its ratio to the static page. */
async function rounds(baseUrl, pages) {
  const staticUrl = `${baseUrl}${STATIC_PATH}`;
  const statics = [await measure(staticUrl)];
  const runs = pages.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, page] of pages.entries()) runs[i].push(await measure(`${baseUrl}${page.path}`));
    statics.push(await measure(staticUrl));
  }
  const failed = [...statics, ...runs.flat()].reduce((sum, r) => sum + r.failed, 0);
  const summary = (list) => ({ rps: median(list.map((r) => r.rps)), p50: median(list.map((r) => r.p50)), p99: median(list.map((r) => r.p99)), kb: list[0].kb });
  return {
    failed,
    static: summary(statics),
    pages: pages.map((page, i) => ({
      ...page,
      ...summary(runs[i]),
      // Each round's baseline: the mean of the static runs just before and just after it.
      ratio: median(runs[i].map((r, round) => r.rps / ((statics[round].rps + statics[round + 1].rps) / 2))),
    })),
  };
}

/** An editor saving the newest article once a second until stopped; counts saves and failures. */
function startWriter(baseUrl) {
  const email = process.env.BENCH_ADMIN_EMAIL || ADMIN.email;
  const password = process.env.BENCH_ADMIN_PASSWORD || ADMIN.password;
  const state = { saves: 0, failures: 0, running: true };
  const done = (async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(`bench:http: the write phase cannot sign in (${login.status}); set BENCH_ADMIN_EMAIL/PASSWORD`);
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const { blogs } = await (await fetch(`${baseUrl}/api/blog?page=1`, { headers: auth })).json();
    const id = blogs[0].id;
    while (state.running) {
      const started = Date.now();
      const post = await (await fetch(`${baseUrl}/api/blog/${id}`, { headers: auth })).json();
      const res = await fetch(`${baseUrl}/api/blog/${id}`, {
        method: "PUT",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ ...post, excerpt: `${String(post.excerpt).replace(/ \[\d+\]$/, "")} [${state.saves}]` }),
      });
      await res.arrayBuffer();
      if (res.ok) state.saves++;
      else state.failures++;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - started))));
    }
  })();
  return { state, stop: async () => ((state.running = false), await done) };
}

async function main(baseUrl) {
  const pages = (await publicPages(baseUrl)).filter((p) => p.path);
  // Unmeasured warm-up: caches filled, code paths compiled by V8.
  for (const url of [`${baseUrl}${STATIC_PATH}`, ...pages.map((p) => `${baseUrl}${p.path}`)]) {
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS });
  }
  const layers = await Promise.all([STATIC_PATH, ...pages.map((p) => p.path)].map((p) => servedBy(`${baseUrl}${p}`)));
  const quiet = await rounds(baseUrl, pages);
  const writer = startWriter(baseUrl);
  let busy;
  try {
    busy = await rounds(baseUrl, pages);
  } finally {
    await writer.stop();
  }

  const rows = [[`static ${STATIC_PATH}`, fmt(quiet.static.rps), quiet.static.p50, quiet.static.p99, fmt(quiet.static.kb), layers[0], "1.00", fmt(busy.static.rps), busy.static.p99, ""]];
  let below = false;
  for (const [i, page] of quiet.pages.entries()) {
    const during = busy.pages[i];
    const kept = during.rps / page.rps;
    const ok = page.ratio >= TARGET && (!UNTOUCHED.has(page.name) || kept >= TARGET);
    if (!ok) below = true;
    rows.push([`${page.name} ${page.path}`, fmt(page.rps), page.p50, page.p99, fmt(page.kb), layers[i + 1], page.ratio.toFixed(2), fmt(during.rps), during.p99, `${kept.toFixed(2)}${UNTOUCHED.has(page.name) ? (kept >= TARGET ? " ok" : " BELOW") : ""}`]);
  }
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION}s per page (medians), ${baseUrl}`);
  console.log(`quiet, then with an article saved once a second (${writer.state.saves} saves, ${writer.state.failures} failed)\n`);
  printTable(["page", "req/s", "p50 ms", "p99 ms", "KB/resp", "served by", "vs static", "req/s writing", "p99 writing", "kept"], rows);
  const failed = quiet.failed + busy.failed + writer.state.failures;
  console.log(`\nfailed responses: ${failed}`);
  if (below || failed > 0) process.exitCode = 1;
}

await withDemoServer("bench-http", main);
