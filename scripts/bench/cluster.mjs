// The cluster half of `npm run bench:http` and `bench:lighthouse`: PostgreSQL, Redis, two app instances
// on one build and nginx from deploy/nginx, all on loopback and started with the cluster suite's helpers
// (tests/cluster/services.mjs), then the benchmark named as the argument (http.mjs, lighthouse.mjs)
// against the proxy (BENCH_URL). BENCH_REUSE_BUILD=1 serves NEXT_DIST_DIR's build as it is.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { clusterEnv, freePort, root, startApp, startNginx, startPostgres, startRedis } from "../../tests/cluster/services.mjs";
import { ADMIN } from "./server.mjs";

const script = process.argv[2] || "http.mjs";
if (!fs.existsSync(path.join(root, "scripts/bench", script))) throw new Error(`No benchmark scripts/bench/${script}.`);
const SECRET = "bench-cluster-secret-0123456789abcdefghijklmnopqrstuv";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-cluster-"));
fs.chmodSync(work, 0o755);
const stops = [];
let status = 1;
try {
  const postgres = startPostgres(path.join(work, "pg"), await freePort(55400, 55499));
  stops.push(() => postgres.stop());
  const admin = new pg.Client({ connectionString: postgres.url("postgres") });
  await admin.connect();
  await admin.query("CREATE DATABASE agency_bench");
  await admin.end();
  const redis = await startRedis(path.join(work, "redis"), await freePort(55400, 55499));
  stops.push(() => redis.stop());
  const env = clusterEnv({
    databaseUrl: postgres.url("agency_bench"),
    redisUrl: redis.url,
    secret: SECRET,
    admin: ADMIN,
    distDir: ".next-bench",
    extra: { SEED_QUIET: "1" },
  });
  const reuse = process.env.BENCH_REUSE_BUILD === "1";
  const a = startApp({ port: await freePort(3400, 3499), env: { ...env, DATA_DIR: path.join(work, "a") }, sameBuild: reuse });
  stops.push(() => a.stop());
  await a.ready(20 * 60_000);
  const b = startApp({ port: await freePort(3400, 3499), env: { ...env, DATA_DIR: path.join(work, "b") }, sameBuild: true });
  stops.push(() => b.stop());
  await b.ready(3 * 60_000);
  const proxy = await startNginx(path.join(work, "nginx"), await freePort(3400, 3499), [a.port, b.port]);
  stops.push(() => proxy.stop());
  console.log(`\ncluster: nginx ${proxy.base} -> instances :${a.port} and :${b.port}, PostgreSQL and Redis`);
  const run = spawnSync(process.execPath, [path.join(root, "scripts/bench", script)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_URL: proxy.base, BENCH_ADMIN_EMAIL: ADMIN.email, BENCH_ADMIN_PASSWORD: ADMIN.password },
  });
  status = run.status ?? 1;
} finally {
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(status);
