// QUALITY D6 / ARCHITECTURE 16 on the real server: a PostgreSQL outage answers 5xx with no-store and
// caches nothing; the first request after recovery shows the page. Also QUALITY D9 (no visitor data in
// the server's output) and the single Location of a redirect to /404 (Node's fetch ends on /404).
//
// `npm run test:outage`. It runs a PostgreSQL 15 cluster of its own (initdb into a temporary folder, on a
// free port), so stopping it disturbs no one else's database, and `npm start` (scripts/start.mjs, which
// builds into NEXT_DIST_DIR, default .next, when the sources changed) on a fresh database with the demo
// content. Needs the PostgreSQL server binaries (PG_BIN, default /usr/lib/postgresql/15/bin); as root,
// the cluster runs as the `postgres` user. OUTAGE_CACHE=redis runs the same with Next's cache in a
// redis-server of its own (REDIS_URL), as several instances have it: an outage is cached in neither.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const PG_BIN = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";
const asRoot = process.getuid?.() === 0;
const OUTAGE = "Site-ul este momentan indisponibil";
const UNAVAILABLE = "Serviciul este momentan indisponibil. Vă rugăm să încercați din nou în câteva momente.";
const visitor = {
  nume: "Outagescu",
  prenume: "Viorica",
  email: "viorica.outagescu@adresa-privata.ro",
  telefon: "+40744999888",
  website: "adresa-privata.ro",
  mesaj: "Un mesaj trimis chiar în timpul penei bazei de date.",
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), "agency-outage-"));
const pgDir = path.join(work, "pg");
const serverOutput = [];
let pgPort;
let appPort;
let app;
let databaseUrl;
let redis;
const withRedis = process.env.OUTAGE_CACHE === "redis";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL tool, run as the postgres user when we are root (the server refuses to run as root). */
function pgTool(tool, args) {
  const bin = path.join(PG_BIN, tool);
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

const startPostgres = () =>
  pgTool("pg_ctl", ["-D", path.join(pgDir, "data"), "-o", `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`, "-l", path.join(pgDir, "log"), "-w", "start"]);
const stopPostgres = () => pgTool("pg_ctl", ["-D", path.join(pgDir, "data"), "-m", "fast", "-w", "stop"]);
const postgresRunning = () => {
  try {
    pgTool("pg_ctl", ["-D", path.join(pgDir, "data"), "status"]);
    return true;
  } catch {
    return false;
  }
};

async function sql(text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

const url = (p) => `http://127.0.0.1:${appPort}${p}`;

async function get(p, headers = {}) {
  const res = await fetch(url(p), { redirect: "manual", headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

async function waitForApp(deadline) {
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the server stopped (${app.exitCode}):\n${serverOutput.join("").slice(-4000)}`);
    try {
      if ((await fetch(url("/api/categories"))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the server did not start:\n${serverOutput.join("").slice(-4000)}`);
}

before(async () => {
  fs.mkdirSync(pgDir);
  if (asRoot) {
    // mkdtemp makes a 0700 folder: the postgres user must be able to reach its own folder inside.
    fs.chmodSync(work, 0o755);
    execFileSync("chown", ["-R", "postgres:postgres", pgDir]);
  }
  pgPort = await freePort();
  appPort = await freePort();
  pgTool("initdb", ["-D", path.join(pgDir, "data"), "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  startPostgres();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  await admin.query("CREATE DATABASE agency_outage");
  await admin.end();
  databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/agency_outage`;
  const cacheEnv = {};
  if (withRedis) {
    const redisPort = await freePort();
    redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    cacheEnv.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
  }

  app = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(appPort),
      DATA_DIR: path.join(work, "data"),
      SEED_DEMO: "true",
      ADMIN_PASSWORD: "Admin-Outage-parola-1",
      EDITOR_PASSWORD: "Editor-Outage-parola-1",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next",
      ...cacheEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [app.stdout, app.stderr]) stream.on("data", (chunk) => serverOutput.push(chunk.toString()));
  await waitForApp(Date.now() + 15 * 60_000);
});

after(async () => {
  // Our own processes only: the server's process group (start.mjs and its child), then our cluster.
  if (app && app.exitCode === null) {
    try {
      process.kill(-app.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
  if (postgresRunning()) stopPostgres();
  redis?.kill("SIGKILL");
  fs.rmSync(work, { recursive: true, force: true });
});

test("a portal write reaches the next visitor of the pages it touched; every other page stays as cached", { timeout: 5 * 60_000 }, async (t) => {
  const [post] = await sql("SELECT id, slug, title FROM blog_posts WHERE status = 'published' ORDER BY id DESC LIMIT 1");
  const written = `/blog/${post.slug}`;
  // A legal page shows no article, and reads nothing the outage test below expects unread.
  const untouched = "/politica-de-confidentialitate";
  for (const p of [written, untouched]) {
    await get(p);
    const cached = await get(p);
    assert.equal(cached.headers.get("x-nextjs-cache"), "HIT", `${p}: cached before the write`);
  }
  const before = await get(untouched);

  const login = await fetch(url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "Admin-Outage-parola-1" }),
  });
  const { token } = await login.json();
  assert.ok(token, `the admin signs in: ${login.status}`);
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const current = await (await fetch(url(`/api/blog/${post.id}`), { headers: auth })).json();
  const title = `Articol rescris pentru vizitatori ${Date.now()}`;
  const saved = await fetch(url(`/api/blog/${post.id}`), { method: "PUT", headers: auth, body: JSON.stringify({ ...current, title }) });
  assert.equal(saved.status, 200, await saved.text());

  // A visitor: the new title at the latest after one answer from before the write, never an error.
  const answers = [];
  for (;;) {
    const res = await get(written);
    assert.equal(res.status, 200);
    const fresh = res.body.includes(title);
    answers.push(`${fresh ? "new" : "old"}/${res.headers.get("x-nextjs-cache")}`);
    if (fresh) break;
    assert.ok(answers.length < 2, `more than one answer from before the write: ${answers.join(", ")}`);
  }
  t.diagnostic(`${written} after the write: ${answers.join(", ")}`);
  const again = await get(written);
  assert.ok(again.body.includes(title) && again.headers.get("x-nextjs-cache") === "HIT", "and from then on, from the cache");

  const after = await get(untouched);
  assert.equal(after.headers.get("x-nextjs-cache"), "HIT", `${untouched}: still cached`);
  assert.equal(after.body, before.body, `${untouched}: the same page, not rendered again`);
});

test("a PostgreSQL outage is answered with 5xx and no-store, cached by nobody, and the page is back on the next request", { timeout: 20 * 60_000 }, async (t) => {
  const [post, other] = await sql("SELECT slug, title FROM blog_posts WHERE status = 'published' ORDER BY id LIMIT 2");
  const [service] = await sql("SELECT slug, title FROM services WHERE status = 'published' ORDER BY id LIMIT 1");
  const [study] = await sql("SELECT slug, title FROM case_studies WHERE status = 'published' ORDER BY id LIMIT 1");
  const fixed = ["despre-noi", "contact", "blog", "studii-de-caz", "echipa", "tarife", "politica-de-confidentialitate", "termeni-si-conditii", "politica-de-utilizare-cookies"];
  const [page] = await sql("SELECT slug, name AS title FROM pages WHERE status = 'published' AND NOT (slug = ANY($1)) ORDER BY id LIMIT 1", [fixed]);
  assert.ok(post && other && service && study && page, "the demo content has an article, a service, a case study and a page");

  const details = [
    { path: `/blog/${post.slug}`, title: post.title },
    { path: `/servicii/${service.slug}`, title: service.title },
    { path: `/studii-de-caz/${study.slug}`, title: study.title },
    { path: `/${page.slug}`, title: page.title },
  ];
  // Each list page with SPEC 8's message for its failed list.
  const lists = [
    // (home's services come from the header's cached read of the visit below; its team is not read yet)
    { path: "/", message: "Nu s-au putut prelua membrii echipei" },
    { path: "/blog", message: "Eroare la încărcarea articolelor blog. Reîncercați mai târziu" },
    { path: "/studii-de-caz", message: "Eroare la încărcarea studiilor de caz. Reîncercați mai târziu" },
    { path: "/echipa", message: "Nu s-au putut prelua membrii echipei" },
    { path: "/tarife", message: "Nu s-au putut prelua pachetele de preț" },
    { path: "/despre-noi", message: "Eroare la încărcarea conținutului paginii. Reîncercați mai târziu" },
  ];

  // A page visited before the outage: it may keep being served from the cache while the database is away.
  const warm = `/blog/${other.slug}`;
  assert.equal((await get(warm)).status, 200);

  // On PostgreSQL the demo pictures are rows that every instance serves (issue 30), not files.
  const images = await sql("SELECT filename FROM uploads ORDER BY filename LIMIT 2");
  assert.equal(images.length, 2, "the demo seed stored its pictures in the uploads table");
  assert.ok(!fs.existsSync(path.join(work, "data", "uploads")), "no upload was written under DATA_DIR");
  const image = `/uploads/${images[0].filename}`;
  // The other picture is read for the first time during the outage: no cache can answer it.
  const unreadImage = `/uploads/${images[1].filename}`;
  const served = await get(image);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get("content-type"), "image/jpeg");

  stopPostgres();
  try {
    await t.test("a detail page is the outage notice with a retry link, 5xx and no-store, never a redirect to /404", async () => {
      for (const { path: p } of details) {
        const res = await get(p);
        assert.ok(res.status >= 500, `${p}: status ${res.status}`);
        assert.equal(res.headers.get("location"), null, `${p}: no redirect`);
        assert.match(res.headers.get("cache-control") ?? "", /no-store/, `${p}: no-store`);
        assert.ok(res.body.includes(OUTAGE), `${p}: the outage notice`);
        assert.ok(res.body.includes(`href="${p}"`), `${p}: a retry link to itself, in the HTML`);
        // Asked again: still rendered, not answered from any cache.
        const again = await get(p);
        assert.ok(again.status >= 500 && again.headers.get("x-nextjs-cache") !== "HIT", `${p}: not cached`);
      }
    });

    await t.test("a list page keeps SPEC 8's message with its retry link, answered 5xx and no-store", async () => {
      for (const { path: p, message } of lists) {
        const res = await get(p);
        assert.ok(res.status >= 500, `${p}: status ${res.status}`);
        assert.match(res.headers.get("cache-control") ?? "", /no-store/, `${p}: no-store`);
        assert.ok(res.body.includes(message), `${p}: "${message}"`);
        assert.ok(res.body.includes('href=""'), `${p}: the retry is a link`);
      }
    });

    await t.test("a client-side navigation (RSC request) to an unread page is not cached either", async () => {
      // With no router-state headers Next expects an empty cache-busting _rsc parameter.
      const res = await get(`${details[0].path}?_rsc=`, { RSC: "1" });
      assert.ok(res.status >= 500, `status ${res.status}`);
      assert.match(res.headers.get("cache-control") ?? "", /no-store/);
    });

    await t.test("an uploaded image that cannot be read is a 503 with no-store, not a 404", async () => {
      const res = await get(unreadImage);
      assert.equal(res.status, 503);
      assert.match(res.headers.get("cache-control") ?? "", /no-store/);
    });

    await t.test("a page cached before the outage is still served", async () => {
      const res = await get(warm);
      assert.equal(res.status, 200);
      assert.ok(res.body.includes(other.title.replace(/&/g, "&amp;")));
    });

    await t.test("a contact message that cannot be stored is a 503 with Retry-After, whose log line holds none of the visitor's data", async () => {
      const res = await fetch(url("/api/contact-submissions"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(visitor),
      });
      assert.equal(res.status, 503);
      assert.equal(res.headers.get("retry-after"), "30");
      assert.match(res.headers.get("cache-control") ?? "", /no-store/);
      assert.deepEqual(await res.json(), { message: UNAVAILABLE });
    });

    await t.test("every API route answers 503 the same way, a public read too", async () => {
      for (const p of ["/api/blog?page=1", "/api/services", "/api/marketing-questions"]) {
        const res = await fetch(url(p));
        assert.equal(res.status, 503, `${p}: status ${res.status}`);
        assert.equal(res.headers.get("retry-after"), "30", `${p}: Retry-After`);
        assert.deepEqual(await res.json(), { message: UNAVAILABLE }, `${p}: message`);
      }
    });
  } finally {
    startPostgres();
  }

  await t.test("the first request after recovery shows each page, and then it is cached", async () => {
    for (const { path: p, title } of details) {
      const res = await get(p);
      assert.equal(res.status, 200, `${p}: status ${res.status}`);
      assert.ok(res.body.includes(title.replace(/&/g, "&amp;")), `${p}: its title`);
      assert.ok(!res.body.includes(OUTAGE), `${p}: no outage notice`);
      const again = await get(p);
      assert.ok(again.headers.get("x-nextjs-cache") === "HIT", `${p}: cached once read`);
    }
    for (const { path: p, message } of lists) {
      const res = await get(p);
      assert.equal(res.status, 200, `${p}: status ${res.status}`);
      assert.ok(!res.body.includes(message), `${p}: no "${message}"`);
      assert.ok(!res.body.includes(OUTAGE), `${p}: no outage notice`);
    }
    const image = await get(unreadImage);
    assert.equal(image.status, 200, `${unreadImage}: status ${image.status}`);
    assert.equal(image.headers.get("cache-control"), "public, max-age=31536000, immutable");
  });

  await t.test("a missing item still redirects to /404, with one Location that Node's fetch follows", async () => {
    const missing = `/pagina-care-nu-exista-${Date.now()}`;
    const locations = () =>
      new Promise((resolve, reject) => {
        http.get(url(missing), (res) => {
          res.resume();
          resolve({ status: res.statusCode, values: res.rawHeaders.filter((_, i) => i % 2 === 1 && res.rawHeaders[i - 1].toLowerCase() === "location") });
        }).on("error", reject);
      });
    // Answered by the URL table before any render (lib/url-resolver.ts): one field, the first time too.
    const first = await locations();
    assert.equal(first.status, 307);
    assert.deepEqual(first.values, ["/404"], "one Location field on the first answer");
    assert.deepEqual((await locations()).values, ["/404"], "and on the next");
    const followed = await fetch(url(missing));
    assert.equal(new URL(followed.url).pathname, "/404");
    assert.equal(followed.status, 404);
  });

  await t.test("PostgreSQL ending the app's connections mid-traffic is no crash, and the next request works", async () => {
    const terminate = () =>
      sql("SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = 'agency_outage' AND pid <> pg_backend_pid()");
    const login = { email: "admin@example.com", password: "Admin-Outage-parola-1" };
    // Reads, sign-ins and contact messages (a transaction each) in flight while every connection is ended.
    const request = (i) =>
      i % 3 === 0
        ? fetch(url("/api/blog?page=1"))
        : fetch(url(i % 3 === 1 ? "/api/auth/login" : "/api/contact-submissions"), {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(i % 3 === 1 ? login : { ...visitor, email: `terminat${i}@adresa-privata.ro` }),
          });
    let ended = 0;
    for (let round = 0; round < 3; round++) {
      const burst = Array.from({ length: 24 }, (_, i) => request(i));
      await new Promise((r) => setTimeout(r, 30 * round));
      ended += (await terminate())[0].n;
      for (const res of await Promise.all(burst)) {
        // A request caught by the termination may fail, but as an outage (503), never as a server error.
        assert.ok(res.status < 500 || res.status === 503, `status ${res.status}`);
        await res.arrayBuffer();
      }
    }
    assert.ok(ended > 0, "the app's connections were ended");
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(app.exitCode, null, "the server is still running");
    const output = serverOutput.join("");
    assert.ok(!/uncaughtException|Unhandled 'error' event|Unhandled error/.test(output), "no uncaught exception in the server's output");
    assert.match(output, /\[db\] PostgreSQL connection lost: .*code=57P01/, "the ended connections were logged");
    const next = await fetch(url("/api/blog?page=1"));
    assert.equal(next.status, 200);
  });

  await t.test("the server's output holds no visitor data and no statement parameters (QUALITY D9)", () => {
    const output = serverOutput.join("");
    for (const value of [visitor.email, visitor.nume, visitor.prenume, visitor.telefon, visitor.mesaj]) assert.ok(!output.includes(value), `leaked: ${value}`);
    assert.ok(!/\bparams: /.test(output), "no Drizzle params in the log");
    assert.ok(output.includes("[public] "), "the failed reads were logged");
  });
});

// With Redis as the cache (OUTAGE_CACHE=redis): Redis that hangs or is gone is a cache miss.
if (withRedis) {
  test("Redis that stops answering, then is gone, costs a render, never an error page", { timeout: 5 * 60_000 }, async (t) => {
    const pages = ["/", "/echipa", "/tarife", "/despre-noi"];
    for (const p of pages) await get(p);
    for (const [state, disturb] of [
      ["stopped (SIGSTOP)", () => process.kill(redis.pid, "SIGSTOP")],
      ["gone (SIGKILL)", () => (process.kill(redis.pid, "SIGCONT"), process.kill(redis.pid, "SIGKILL"))],
    ]) {
      disturb();
      for (const p of pages) {
        const started = Date.now();
        const res = await get(p);
        const took = Date.now() - started;
        t.diagnostic(`${state} ${p}: ${res.status} in ${took} ms`);
        assert.equal(res.status, 200, `${state} ${p}`);
        assert.ok(!res.body.includes(OUTAGE), `${state} ${p}: the page, not the outage notice`);
        assert.ok(took < 5000, `${state} ${p}: answered in ${took} ms`);
      }
    }
    assert.equal(app.exitCode, null, "the server is still running");
  });
}
