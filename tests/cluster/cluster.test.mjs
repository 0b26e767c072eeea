// QUALITY P5 and issue 30 on real processes: two app instances on one PostgreSQL and one Redis behind
// nginx (deploy/nginx, the loopback variant of the production template), all on 127.0.0.1.
//
// `npm run test:cluster`. It starts a PostgreSQL 15 cluster of its own (initdb, as the postgres user
// when run as root), redis-server (nothing saved), instance A with `npm start` (scripts/start.mjs: it
// builds into NEXT_DIST_DIR, default .next-cluster, when the sources changed), then instance B on that
// same build (scripts/serve.mjs, which start.mjs runs: every instance runs one build), then nginx.
// Needs PG_BIN (default /usr/lib/postgresql/15/bin), redis-server and nginx (NGINX_BIN, default
// /usr/sbin/nginx); the ports come from 3400-3499 and 55400-55499.
//
// The proxy keeps a public page for its s-maxage (60 s, app/(public)/layout.tsx) and nginx open source
// cannot purge, so a visitor going through it sees a write only once that minute has passed. The test
// keeps the production configuration as it is (no shorter cache time for the test) and pays that
// minute once: it fills the proxy's copy just before the write, runs the other checks meanwhile, and
// checks the visitor's view through the proxy last. The writer's own view goes past the cache at once
// (Next's draft-mode cookie), and so does an anonymous visitor of an instance (shared Redis tags).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import sharp from "sharp";
import { clusterEnv, deployDir, fieldCount, freePort, nginxTest, request, root, startApp, startNginx, startPostgres, startRedis, stopGroup } from "./services.mjs";

/** Public pages' revalidate and Cache-Control s-maxage (app/(public)/layout.tsx). */
const S_MAXAGE_MS = 60_000;
/** Request headers Next renders differently by (its Vary) and the proxy's cache key names (agency-proxy.conf). */
const KEYED_VARY = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "accept-encoding"];
const ADMIN = { email: "admin@cluster.test", password: "Admin-Cluster-parola-1" };
const SECRET = crypto.randomBytes(32).toString("base64url");
const run = crypto.randomBytes(4).toString("hex");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "agency-cluster-"));
let postgres;
let redis;
let appA;
let appB;
let proxy;
let databaseUrl;
/** The environment every instance shares (clusterEnv). */
let common;
let token;
/** Set by the write test for the last one: the two articles, their new titles, when the proxy took its copy. */
let written;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function sql(text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function json(base, method, p, body) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await request(`${base}${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { ...res, json: JSON.parse(res.text || "null") };
}

const cacheStatus = (res) => res.headers["x-cache-status"];

before(async () => {
  // mkdtemp makes a 0700 folder: the postgres user and nginx's worker (nobody) must reach theirs inside.
  fs.chmodSync(work, 0o755);
  const pgPort = await freePort(55400, 55499);
  postgres = startPostgres(path.join(work, "pg"), pgPort);
  const admin = new pg.Client({ connectionString: postgres.url("postgres") });
  await admin.connect();
  await admin.query("CREATE DATABASE agency_cluster");
  await admin.end();
  databaseUrl = postgres.url("agency_cluster");
  redis = await startRedis(path.join(work, "redis"), await freePort(55400, 55499));

  common = clusterEnv({
    databaseUrl,
    redisUrl: redis.url,
    secret: SECRET,
    admin: ADMIN,
    distDir: ".next-cluster",
    extra: { EDITOR_PASSWORD: "Editor-Cluster-parola-1" },
  });
  // A builds when needed, migrates and seeds; B serves that same build once A does.
  appA = startApp({ port: await freePort(3400, 3499), env: { ...common, DATA_DIR: path.join(work, "data-a") } });
  await appA.ready(20 * 60_000);
  const buildId = path.join(root, common.NEXT_DIST_DIR, "BUILD_ID");
  const build = fs.readFileSync(buildId, "utf8");
  appB = startApp({ port: await freePort(3400, 3499), env: { ...common, DATA_DIR: path.join(work, "data-b") }, sameBuild: true });
  await appB.ready(3 * 60_000);
  assert.equal(fs.readFileSync(buildId, "utf8"), build, `${common.NEXT_DIST_DIR} was rebuilt while the instances started`);
  proxy = await startNginx(path.join(work, "nginx"), await freePort(3400, 3499), [appA.port, appB.port]);
  const login = await json(appA.base, "POST", "/api/auth/login", ADMIN);
  token = login.json?.token;
  assert.ok(token, `the admin signs in through A: ${login.status} ${login.text}`);
});

after(async () => {
  // Our own processes only, each by its process group; then our PostgreSQL cluster and the folder.
  for (const stop of [() => proxy?.stop(), () => appA?.stop(), () => appB?.stop(), () => redis?.stop(), () => postgres?.stop()]) {
    try {
      await stop();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
});

test("the production template (TLS, certbot paths) passes nginx -t", () => {
  const dir = path.join(work, "nginx-production");
  fs.mkdirSync(dir);
  // A throwaway certificate where certbot's would be (openssl comes with Debian's ca-certificates and
  // ssl-cert, which nginx-common installs); everything else as Debian installs it.
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=example.ro", "-days", "1", "-keyout", key, "-out", cert], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const site = fs
    .readFileSync(path.join(deployDir, "agency.conf"), "utf8")
    .replaceAll("/etc/nginx/snippets/", `${deployDir}/`)
    .replaceAll("/var/cache/nginx/agency", path.join(dir, "cache"))
    .replaceAll("/etc/letsencrypt/live/example.ro/fullchain.pem", cert)
    .replaceAll("/etc/letsencrypt/live/example.ro/privkey.pem", key);
  assert.ok(!site.includes("/etc/letsencrypt"), "every certbot path was replaced");
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  // The http block of Debian's /etc/nginx/nginx.conf (gzip on there too), with paths of our own.
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `pid ${dir}/nginx.pid;`,
      "events {}",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;",
      "  gzip on;",
      `  access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  nginxTest(dir, path.join(dir, "nginx.conf"));
});

test("A, B and the proxy serve the same sitemap", async () => {
  let bodies = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    const answers = await Promise.all([appA.base, appB.base, proxy.base].map((base) => request(`${base}/sitemap.xml`)));
    for (const res of answers) assert.equal(res.status, 200);
    bodies = answers.map((res) => res.text);
    if (bodies.every((b) => b === bodies[0])) break;
    await sleep(500);
  }
  assert.ok(bodies[0].includes("<urlset"), "a sitemap");
  assert.equal(bodies[1], bodies[0], "B's sitemap is A's");
  assert.equal(bodies[2], bodies[0], "the proxy's sitemap is A's");
});

test("the proxy caches what Next marks public, keyed as Next varies, compressed once", async (t) => {
  await t.test("Next varies public pages on the request headers the cache key names", async () => {
    const res = await request(`${appB.base}/despre-noi`);
    assert.equal(res.status, 200);
    const vary = String(res.headers.vary ?? "").split(",").map((v) => v.trim().toLowerCase()).filter(Boolean).sort();
    assert.deepEqual(vary, [...KEYED_VARY].sort(), "a header Next varies on that deploy/nginx/agency-proxy.conf's proxy_cache_key does not name");
  });

  await t.test("an RSC payload is never served for an HTML request, nor the other way round", async () => {
    // The URL a client-side navigation asks for: Next answers a wrong _rsc value with a redirect to the right one.
    const rscHeaders = { RSC: "1", "Next-Router-Prefetch": "1" };
    const redirect = await request(`${appB.base}/echipa?_rsc=x`, { headers: rscHeaders });
    assert.equal(redirect.status, 307);
    const url = `${proxy.base}${redirect.headers.location}`;
    const html1 = await request(url);
    const rsc1 = await request(url, { headers: rscHeaders });
    const html2 = await request(url);
    const rsc2 = await request(url, { headers: rscHeaders });
    for (const res of [html1, html2]) {
      assert.equal(res.status, 200);
      assert.match(String(res.headers["content-type"]), /^text\/html/);
    }
    for (const res of [rsc1, rsc2]) {
      assert.equal(res.status, 200);
      assert.match(String(res.headers["content-type"]), /^text\/x-component/);
    }
    assert.equal(cacheStatus(html2), "HIT");
    assert.equal(cacheStatus(rsc2), "HIT");
  });

  await t.test("compressed once: the cache keeps the app's gzip body and sends it as it is; a client without gzip gets it unzipped", async () => {
    const gzip = { "Accept-Encoding": "gzip, deflate, br" };
    await request(`${proxy.base}/despre-noi`, { headers: gzip });
    const gzipped = await request(`${proxy.base}/despre-noi`, { headers: gzip });
    assert.equal(cacheStatus(gzipped), "HIT");
    assert.equal(gzipped.headers["content-encoding"], "gzip");
    assert.equal(fieldCount(gzipped, "content-encoding"), 1);
    const page = zlib.gunzipSync(gzipped.body).toString("utf8");
    assert.ok(/^<!DOCTYPE html>/i.test(page) && page.trimEnd().endsWith("</html>"), "one gunzip gives the whole page");
    // The very bytes an instance compressed (whichever rendered the cached copy): a hit compresses nothing again.
    const fromApps = await Promise.all([appA, appB].map((app) => request(`${app.base}/despre-noi`, { headers: { "Accept-Encoding": "gzip" } })));
    for (const res of fromApps) assert.equal(res.headers["content-encoding"], "gzip");
    assert.ok(fromApps.some((res) => res.body.equals(gzipped.body)), "nginx sends an instance's gzip body as it is");
    const plain = await request(`${proxy.base}/despre-noi`);
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.equal(plain.text, page);
    // A script big enough to be compressed (gzip_min_length): the same bytes, gzipped once.
    let script;
    for (const candidate of new Set(plain.text.match(/\/_next\/static\/[^"\\]+\.js/g) ?? [])) {
      const res = await request(`${proxy.base}${candidate}`);
      if (res.status === 200 && res.body.length > 4096) {
        script = res;
        script.path = candidate;
        break;
      }
    }
    assert.ok(script, "the page names a script of more than 4 KB");
    const asset = await request(`${proxy.base}${script.path}`, { headers: { "Accept-Encoding": "gzip" } });
    assert.equal(asset.headers["content-encoding"], "gzip");
    assert.ok(zlib.gunzipSync(asset.body).equals(script.body), "one gunzip gives the script");
  });

  await t.test("a redirect carries one Location, on the first render, from the cache, and when the app sent one", async () => {
    const direct = await request(`${appB.base}/pagina-care-nu-exista-${run}-direct`);
    assert.equal(fieldCount(direct, "location"), 1, "the app itself sends one Location, the first time too");
    const missing = `${proxy.base}/pagina-care-nu-exista-${run}`;
    for (const expected of ["MISS", "HIT"]) {
      const res = await request(missing);
      assert.equal(res.status, 307);
      assert.equal(cacheStatus(res), expected);
      assert.equal(fieldCount(res, "location"), 1, `${expected}: one Location`);
      assert.equal(res.headers.location, "/404");
    }
    const list = "/blog?page=abc";
    const fromApp = await request(`${appB.base}${list}`);
    const fromProxy = await request(`${proxy.base}${list}`);
    assert.equal(fieldCount(fromApp, "location"), 1);
    assert.equal(fromProxy.status, fromApp.status);
    assert.equal(fieldCount(fromProxy, "location"), 1);
    assert.equal(fromProxy.headers.location, fromApp.headers.location);
    const none = await request(`${proxy.base}/despre-noi`);
    assert.equal(fieldCount(none, "location"), 0, "no Location where the app sent none");
  });

  await t.test("the API, the portal and private or no-store answers are never cached", async () => {
    for (const p of ["/api/categories", "/internal-admin-portalv1.0.1/login"]) {
      for (let i = 0; i < 2; i++) {
        const res = await request(`${proxy.base}${p}`);
        assert.equal(res.status, 200, p);
        assert.equal(cacheStatus(res), undefined, `${p}: the cache is not asked`);
      }
    }
    const unknown = `${proxy.base}/a/b/necunoscut-${run}`;
    for (let i = 0; i < 2; i++) {
      const res = await request(unknown);
      assert.equal(res.status, 404);
      assert.match(String(res.headers["cache-control"]), /no-store/);
      assert.equal(cacheStatus(res), "MISS", "a no-store answer is not stored");
    }
    const withToken = await request(`${proxy.base}/despre-noi`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(cacheStatus(withToken), "BYPASS");
  });
});

test("a write through A reaches the writer at once and B's next visitor, and leaves the pages it did not touch cached", async (t) => {
  const [x, y] = await sql("SELECT id, slug, title FROM blog_posts WHERE status = 'published' ORDER BY id LIMIT 2");
  assert.ok(x && y, "two published demo articles");
  const paths = { x: `/blog/${x.slug}`, y: `/blog/${y.slug}` };
  const titles = { x: `Articol modificat prin instanța A ${run}`, y: `Al doilea articol modificat ${run}` };

  // A page the write does not touch (it shows no article), as each instance has it cached now.
  const untouched = "/echipa";
  const before = {};
  for (const base of [appA.base, appB.base]) {
    await request(`${base}${untouched}`);
    before[base] = await request(`${base}${untouched}`);
    assert.equal(before[base].headers["x-nextjs-cache"], "HIT", `${base}${untouched}: cached before the write`);
  }

  // The proxy takes its copy of both pages now and keeps it for s-maxage from the moment it got it.
  const cachedAt = {};
  for (const [key, p] of Object.entries(paths)) {
    const first = await request(`${proxy.base}${p}`);
    assert.equal(cacheStatus(first), "MISS", `${p} was not in the proxy's cache yet`);
    cachedAt[key] = Date.now();
    const cached = await request(`${proxy.base}${p}`);
    assert.equal(cached.status, 200);
    assert.equal(cacheStatus(cached), "HIT", `${p} is in the proxy's cache`);
  }

  let cookie;
  for (const [key, post] of [["x", x], ["y", y]]) {
    const current = await json(appA.base, "GET", `/api/blog/${post.id}`);
    assert.equal(current.status, 200);
    const saved = await json(appA.base, "PUT", `/api/blog/${post.id}`, { ...current.json, title: titles[key] });
    assert.equal(saved.status, 200, saved.text);
    const setCookie = [saved.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("__prerender_bypass="));
    assert.ok(setCookie, "the writer gets Next's draft-mode cookie");
    cookie = setCookie.split(";")[0];
  }
  written = { paths, titles, cachedAt };

  await t.test("the writer sees the new title on the very next request, through B and through the proxy", async () => {
    for (const base of [appB.base, proxy.base]) {
      for (const key of ["x", "y"]) {
        const res = await request(`${base}${paths[key]}`, { headers: { cookie } });
        assert.equal(res.status, 200);
        assert.ok(res.text.includes(titles[key]), `${base}${paths[key]}: the new title`);
        assert.match(String(res.headers["cache-control"]), /no-store/, "a preview is nobody's to keep");
        if (base === proxy.base) assert.equal(cacheStatus(res), "BYPASS");
      }
    }
    // The writer's preview of a page the proxy did not hold is not stored for the next visitor.
    const preview = await request(`${proxy.base}/echipa`, { headers: { cookie } });
    assert.equal(cacheStatus(preview), "BYPASS");
    const visitor = await request(`${proxy.base}/echipa`);
    assert.equal(cacheStatus(visitor), "MISS");
  });

  await t.test("a visitor through the proxy still gets the proxy's copy for now (s-maxage)", async () => {
    const res = await request(`${proxy.base}${paths.x}`);
    assert.equal(cacheStatus(res), "HIT");
    assert.ok(!res.text.includes(titles.x), "the copy from before the write");
  });

  await t.test("an anonymous visitor of B gets the new title at the latest after one answer from before the write", async () => {
    const answers = [];
    for (;;) {
      const res = await request(`${appB.base}${paths.x}`);
      assert.equal(res.status, 200);
      const fresh = res.text.includes(titles.x);
      answers.push(`${fresh ? "new" : "old"}/${res.headers["x-nextjs-cache"]}`);
      if (fresh) break;
      assert.ok(answers.length < 2, `B knows of the write through Redis: ${answers.join(", ")}`);
    }
    t.diagnostic(`B answered: ${answers.join(", ")}`);
    for (const base of [appB.base, appA.base]) {
      const res = await request(`${base}${paths.x}`);
      assert.ok(res.text.includes(titles.x), `${base}: the regenerated page, shared through Redis`);
      assert.equal(res.headers["x-nextjs-cache"], "HIT", `${base}: from the cache`);
    }
  });

  await t.test("a page the write did not touch stays cached on A and B, the same page", async () => {
    for (const base of [appA.base, appB.base]) {
      const after = await request(`${base}${untouched}`);
      assert.equal(after.headers["x-nextjs-cache"], "HIT", `${base}${untouched}`);
      assert.equal(after.text, before[base].text, `${base}${untouched}: not rendered again`);
    }
  });
});

test("an image uploaded through A is served byte for byte by B and through the proxy", async () => {
  const png = await sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 40, b: Number.parseInt(run.slice(0, 2), 16) } },
  })
    .png()
    .toBuffer();
  const upload = (bytes) => {
    const boundary = `----cluster${run}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="proba.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(body.length) } };
  };
  const stored = await request(`${appA.base}/api/blog/upload`, { method: "POST", ...upload(png) });
  assert.ok(stored.status >= 200 && stored.status < 300, `upload: ${stored.status} ${stored.text}`);
  const { url } = JSON.parse(stored.text);
  assert.match(url, /^\/uploads\/[0-9a-f-]+\.png$/);

  for (const [name, base] of [["B", appB.base], ["the proxy", proxy.base], ["the proxy, again", proxy.base], ["A", appA.base]]) {
    const res = await request(`${base}${url}`);
    assert.equal(res.status, 200, name);
    assert.equal(res.headers["content-type"], "image/png", name);
    assert.ok(res.body.equals(png), `${name}: the same bytes`);
  }
  assert.equal(cacheStatus(await request(`${proxy.base}${url}`)), "HIT", "an upload is immutable: the proxy keeps it");

  // The proxy lets an upload over the app's 8 MB limit through, so the app answers it with its own message.
  const tooBig = await request(`${proxy.base}/api/blog/upload`, { method: "POST", ...upload(Buffer.alloc(9 * 1024 * 1024, 7)) });
  assert.equal(tooBig.status, 413);
  assert.match(String(tooBig.headers["content-type"]), /application\/json/, "the app's answer, not nginx's");
  assert.match(tooBig.text, /8 MB/);
});

test("the identity an admin saves in Setări through A shows on B's pages, after at most one answer from before", async () => {
  const phone = `+40 721 555 ${String(Date.now()).slice(-3)}`;
  const page = "/despre-noi";
  for (const base of [appA.base, appB.base]) await request(`${base}${page}`);
  const saved = await json(appA.base, "PUT", "/api/settings", { phone, companyName: `Agenția Cluster ${run} SRL` });
  assert.equal(saved.status, 200, saved.text);
  try {
    const answers = [];
    for (;;) {
      const res = await request(`${appB.base}${page}`);
      assert.equal(res.status, 200);
      const fresh = res.text.includes(phone);
      answers.push(`${fresh ? "new" : "old"}/${res.headers["x-nextjs-cache"]}`);
      if (fresh) break;
      assert.ok(answers.length < 2, `B knows of the save through Redis: ${answers.join(", ")}`);
    }
    const legal = await request(`${appB.base}/termeni-si-conditii`);
    assert.ok(legal.text.includes(`Agenția Cluster ${run} SRL`), "the legal page's identification too");
  } finally {
    const blank = await json(appA.base, "PUT", "/api/settings", {});
    assert.equal(blank.status, 200, blank.text);
  }
});

test("a published article's slug changed through A: B answers its old URL with a 301 to the new one, after at most one answer from before", async () => {
  const [post] = await sql("SELECT id, slug FROM blog_posts WHERE status = 'published' ORDER BY id DESC LIMIT 1");
  assert.ok(post, "a published demo article");
  const oldPath = `/blog/${post.slug}`;
  const newSlug = `${post.slug}-mutat-${run}`.slice(0, 180);
  assert.equal((await request(`${appB.base}${oldPath}`)).status, 200, "B serves the article before the change");
  const current = await json(appA.base, "GET", `/api/blog/${post.id}`);
  const saved = await json(appA.base, "PUT", `/api/blog/${post.id}`, { ...current.json, slug: newSlug });
  assert.equal(saved.status, 200, saved.text);
  const answers = [];
  for (;;) {
    const res = await request(`${appB.base}${oldPath}`);
    answers.push(String(res.status));
    if (res.status === 301) {
      const locations = res.raw.filter((_, i) => i % 2 === 0 && res.raw[i].toLowerCase() === "location").length;
      assert.deepEqual([res.headers.location, locations], [`/blog/${newSlug}`, 1], "one Location, to the new URL");
      break;
    }
    assert.ok(answers.length < 2, `B knows of the new slug through Redis: ${answers.join(", ")}`);
  }
  assert.equal((await request(`${appB.base}/blog/${newSlug}`)).status, 200, "the new URL is the article");
});

test("an article scheduled through A goes live on A and B within a minute of its time, published once", { timeout: 3 * 60_000 }, async () => {
  const slug = `articol-programat-${run}`;
  // B's list is rendered and cached before the article exists; its URL is a missing item.
  assert.equal((await request(`${appB.base}/blog`)).status, 200);
  const at = new Date(Date.now() + 10_000);
  const created = await json(appA.base, "POST", "/api/blog", {
    title: `Articol programat ${run}`,
    slug,
    status: "published",
    publish_at: at.toISOString(),
    excerpt: "Rezumat.",
    content: "<p>Text</p>",
    categories: ["SEO"],
    metaTitle: "Articol programat",
    metaDescription: "Descriere.",
  });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.json.scheduled, true);
  assert.equal((await request(`${appB.base}/blog/${slug}`)).status, 307, "before its time B answers it as missing");
  // Asked every few seconds, as visitors would; each instance may give one answer from before the publication.
  const live = { a: null, b: null, list: null };
  while (Object.values(live).some((v) => v === null)) {
    assert.ok(Date.now() < at.getTime() + 60_000, `live within a minute of its time: ${JSON.stringify(live)}`);
    await sleep(2000);
    if (Date.now() < at.getTime()) continue;
    for (const [key, base] of [["a", appA.base], ["b", appB.base]]) {
      if (live[key] === null && (await request(`${base}/blog/${slug}`)).status === 200) live[key] = Date.now() - at.getTime();
    }
    if (live.list === null && (await request(`${appB.base}/blog`)).text.includes(`/blog/${slug}`)) live.list = Date.now() - at.getTime();
  }
  const claims = [...appA.output, ...appB.output].join("").split("\n").filter((line) => line.includes(`[schedule] Publicat la termen: blog #${created.json.id} `));
  assert.equal(claims.length, 1, `published by one instance only: ${claims.join(" | ")}`);
});

test("kill -9 of A during a burst of contact messages: every acknowledged message is stored once, B takes over", async (t) => {
  // About two seconds of messages, four at a time; A is killed a quarter of the way in.
  const COUNT = 100;
  const KILL_AFTER = 25;
  const CONCURRENCY = 4;
  const PAUSE_MS = 50;
  /** Time nginx may take to stop choosing A once it is gone. */
  const TAKEOVER_MS = 500;
  // One source address each (127.0.20.x; all of 127/8 reaches the loopback proxy): the app keys its
  // rate limit (5 messages per address in 10 minutes) on the address nginx received from, with
  // TRUSTED_PROXIES=1. A client's own X-Forwarded-For is the entry before that, and does not count.
  const spoofed = "203.0.113.77";
  const messages = Array.from({ length: COUNT }, (_, i) => ({
    address: `127.0.20.${i + 1}`,
    body: {
      nume: "Clusterescu",
      prenume: "Vizitator",
      email: `cluster.${run}.${i}@exemplu.ro`,
      telefon: `+4074400${String(i).padStart(4, "0")}`,
      website: "exemplu.ro",
      mesaj: `Mesajul ${i} al probei ${run}, trimis prin proxy în timp ce instanța A se oprește.`,
    },
  }));

  let started = 0;
  let killedAt = null;
  let killing = null;
  const results = [];
  async function worker() {
    for (;;) {
      const message = messages[started];
      if (!message) return;
      started += 1;
      if (started === KILL_AFTER + 1 && !killing) {
        killing = stopGroup(appA.child, "SIGKILL").then(() => {
          killedAt = Date.now();
        });
      }
      const sentAt = Date.now();
      let status;
      try {
        const res = await request(`${proxy.base}/api/contact-submissions`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": spoofed },
          body: JSON.stringify(message.body),
          localAddress: message.address,
        });
        status = res.status;
      } catch (error) {
        status = `error: ${error.message}`;
      }
      results.push({ ...message, sentAt, status });
      await sleep(PAUSE_MS);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  assert.ok(killedAt, "A was killed during the burst");

  const ok = results.filter((r) => typeof r.status === "number" && r.status >= 200 && r.status < 300);
  const failed = results.filter((r) => !ok.includes(r));
  t.diagnostic(`${ok.length} acknowledged, ${failed.length} not: ${failed.map((r) => `${r.status} (sent ${r.sentAt - killedAt} ms from the kill)`).join(", ") || "none"}`);

  const rows = await sql("SELECT email, count(*)::int AS n FROM contact_submissions WHERE email LIKE $1 GROUP BY email", [`cluster.${run}.%`]);
  const stored = new Map(rows.map((r) => [r.email, r.n]));
  for (const r of ok) assert.equal(stored.get(r.body.email), 1, `${r.body.email}: acknowledged, stored exactly once`);
  for (const [email, n] of stored) assert.equal(n, 1, `${email}: never stored twice (nginx does not retry a POST)`);
  // Only a message in flight to A when it died fails (502, not retried: it may be stored without an
  // answer, never twice).
  for (const r of failed) {
    assert.equal(r.status, 502, `${r.address}: ${r.status}`);
    assert.ok(r.sentAt <= killedAt + TAKEOVER_MS, `${r.address}: failed although sent ${r.sentAt - killedAt} ms after the kill`);
  }

  // Which instance answered each address (the test's access log), to show A took part before the kill.
  const upstreamOf = new Map(
    proxy
      .accessLog()
      .split("\n")
      .filter((line) => line.includes('"POST /api/contact-submissions'))
      .map((line) => [line.split(" ")[0], line.match(/upstream=(\S.*?) cache=/)?.[1] ?? ""]),
  );
  const byA = ok.filter((r) => upstreamOf.get(r.address) === `127.0.0.1:${appA.port}`);
  const byB = ok.filter((r) => upstreamOf.get(r.address)?.endsWith(`127.0.0.1:${appB.port}`));
  t.diagnostic(`acknowledged by A: ${byA.length}, by B: ${byB.length}`);
  assert.ok(byA.length > 0, "A stored some messages before it was killed");
  const afterKill = results.filter((r) => r.sentAt > killedAt + TAKEOVER_MS);
  assert.ok(afterKill.length > 0, "messages were sent after the kill");
  for (const r of afterKill) assert.equal(r.status, 201, `${r.address}, sent after the kill: B answers`);

  // The app counted each message under the address nginx saw, not the one the client claimed.
  const keys = new Set((await sql("SELECT key FROM rate_limits WHERE key LIKE 'contact:%'")).map((r) => r.key));
  for (const r of ok) assert.ok(keys.has(`contact:${r.address}`), `${r.address}: its own rate-limit window`);
  assert.ok(!keys.has(`contact:${spoofed}`), "a client-sent X-Forwarded-For is not the rate-limit key");

  for (const p of ["/", "/api/categories", "/blog"]) {
    const res = await request(`${proxy.base}${p}`);
    assert.equal(res.status, 200, `${p} through the proxy without A`);
  }
});

test("under a plain `next start` a client-sent x-client-address is not the rate-limit key", async () => {
  // An operator starting Next's own server instead of `npm start`: nothing sets the client's address.
  const plain = startApp({ port: await freePort(3400, 3499), env: { ...common, DATA_DIR: path.join(work, "data-c") }, nextStart: true });
  try {
    await plain.ready(3 * 60_000);
    const claimed = `203.0.113.${Number.parseInt(run.slice(0, 2), 16) % 250}`;
    const res = await request(`${plain.base}/api/contact-submissions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-address": claimed, "x-forwarded-for": claimed },
      body: JSON.stringify({
        nume: "Pretinsescu",
        prenume: "Ana",
        email: `pretins.${run}@exemplu.ro`,
        telefon: "+40744000999",
        website: "exemplu.ro",
        mesaj: "Un mesaj trimis direct la next start, cu o adresă aleasă de client.",
      }),
    });
    assert.equal(res.status, 201, res.text);
    const keys = new Set((await sql("SELECT key FROM rate_limits WHERE key LIKE 'contact:%'")).map((r) => r.key));
    assert.ok(!keys.has(`contact:${claimed}`), "the address the client named is not its key");
    assert.ok(keys.has("contact:unknown"), "the message was counted as from an unknown address");
  } finally {
    await plain.stop();
  }
});

test("a visitor through the proxy sees the write once the proxy's minute has passed, with no extra minute", { timeout: 3 * 60_000 }, async (t) => {
  assert.ok(written, "the write test ran");
  const { paths, titles, cachedAt } = written;
  // x was read by a visitor of B after the write, y was not (Next renders it when the proxy asks):
  // either way one stale answer from the proxy while it fetches the new page, never another minute
  // of the old one.
  for (const key of ["x", "y"]) {
    // nginx counts s-maxage in whole seconds from when it got the page.
    const wait = cachedAt[key] + S_MAXAGE_MS + 1500 - Date.now();
    t.diagnostic(`${key}: waiting ${Math.max(0, Math.round(wait / 1000))} s for the proxy's copy to pass its s-maxage`);
    if (wait > 0) await sleep(wait);
    const answers = [];
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await request(`${proxy.base}${paths[key]}`);
      assert.equal(res.status, 200);
      const fresh = res.text.includes(titles[key]);
      answers.push(`${fresh ? "new" : "old"}/${cacheStatus(res)}`);
      if (fresh) break;
      assert.notEqual(cacheStatus(res), "HIT", `past s-maxage the old copy is only served stale: ${answers.join(", ")}`);
      assert.ok(Date.now() < deadline, `${paths[key]}: the proxy kept the old page: ${answers.join(", ")}`);
      await sleep(300);
    }
    t.diagnostic(`${key}: ${answers.join(", ")}`);
    const again = await request(`${proxy.base}${paths[key]}`);
    assert.ok(again.text.includes(titles[key]), "and from then on");
    assert.equal(cacheStatus(again), "HIT");
  }
});
