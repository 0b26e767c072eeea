// `npm run bench:save`: what keeping history costs a save (issue 41: within 1.3x of a save without it, at 50
// revisions per item) and the article list. One article saved SAVES times through the API: the first saves
// (a few revisions) against the last ones (50 kept, the oldest pruned in each save's transaction). Against
// BENCH_URL (a server of a build before history, started with ADMIN_EMAIL/ADMIN_PASSWORD of the bench) the
// same numbers give the before-history baseline.
import { ADMIN, adminToken, getJson, printTable, withDemoServer } from "./server.mjs";

const SAVES = Number(process.env.BENCH_SAVES || 90);
const LIST_SAMPLES = 30;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

async function listMedian(baseUrl, headers) {
  const times = [];
  for (let i = 0; i < LIST_SAMPLES; i++) times.push((await timed(() => fetch(`${baseUrl}/api/blog?page=1&publishedOnly=false`, { headers }).then((r) => r.arrayBuffer())))[0]);
  return median(times);
}

await withDemoServer("save", async (baseUrl) => {
  const token = await adminToken(baseUrl);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const slug = `articol-salvat-des-${Date.now().toString(36)}`;
  const body = (i) => ({
    title: `Articol salvat des ${i}`,
    slug,
    excerpt: "Rezumatul articolului.",
    content: `<p>${"Un paragraf al articolului, salvat din nou. ".repeat(40)}${i}</p>`,
    categories: ["SEO"],
    status: "published",
    metaTitle: "Articol salvat des",
    metaDescription: "Descrierea articolului.",
  });
  const listBefore = await listMedian(baseUrl, headers);
  let post = await getJson(`${baseUrl}/api/blog`, { method: "POST", headers, body: JSON.stringify(body(0)) });
  const times = [];
  for (let i = 1; i <= SAVES; i++) {
    const [ms, res] = await timed(() => fetch(`${baseUrl}/api/blog/${post.id}`, { method: "PUT", headers, body: JSON.stringify({ ...body(i), updated_at: post.updated_at }) }));
    if (!res.ok) throw new Error(`save ${i} -> ${res.status}`);
    post = await res.json();
    times.push(ms);
  }
  const listAfter = await listMedian(baseUrl, headers);
  const early = median(times.slice(2, 12));
  const steady = median(times.slice(-20));
  printTable(
    ["What", "median ms"],
    [
      ["save, 3rd-12th (few revisions)", early.toFixed(1)],
      [`save, last 20 of ${SAVES} (50 kept, pruning)`, steady.toFixed(1)],
      ["GET /api/blog before the saves", listBefore.toFixed(1)],
      ["GET /api/blog after the saves", listAfter.toFixed(1)],
    ],
  );
  console.log(`\nsteady / early: ${(steady / early).toFixed(2)}x (${ADMIN.email})`);
});
