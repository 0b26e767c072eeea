// The processes of the cluster suite (tests/cluster/cluster.test.mjs), each started by us in a process
// group of its own and stopped by that group only: a PostgreSQL 15 cluster (initdb), redis-server,
// app instances (`npm start`, scripts/start.mjs) and nginx from deploy/nginx/loopback.conf.template.
// Everything lives in one temporary folder and listens on 127.0.0.1.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const deployDir = path.join(root, "deploy/nginx");
const PG_BIN = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";
// Debian's nginx is in /usr/sbin, which is not on every user's PATH.
const NGINX = process.env.NGINX_BIN || (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
const asRoot = process.getuid?.() === 0;

/** Every group we started and have not stopped yet; the last-resort exit handler kills what is left. */
const groups = new Set();
process.on("exit", () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Ports handed out already: an app that is still building has not bound its port yet. */
const handedOut = new Set();

/** A free port on 127.0.0.1 within [from, to] (this suite's ranges: 3400-3499, 55400-55499). */
export async function freePort(from, to) {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = from + ((start + i) % span);
    if (handedOut.has(port)) continue;
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}

function spawnGroup(cmd, args, options) {
  const child = spawn(cmd, args, { ...options, detached: true });
  groups.add(child.pid);
  child.once("exit", () => groups.delete(child.pid));
  const output = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => output.push(chunk.toString()));
  return { child, output, tail: (n = 4000) => output.join("").slice(-n) };
}

/** Signals the whole group and waits for its leader to exit; SIGKILL after `graceMs`. */
export async function stopGroup(child, signal = "SIGTERM", graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const late = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
  if (late) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
    await exited;
  }
  groups.delete(child.pid);
}

/** A PostgreSQL tool, run as the postgres user when we are root (the server refuses to run as root). */
function pgTool(tool, args) {
  const bin = path.join(PG_BIN, tool);
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

/** initdb into `dir`, started on `port`; the caller's folders must let the postgres user through. */
export function startPostgres(dir, port) {
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const data = path.join(dir, "data");
  pgTool("initdb", ["-D", data, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  pgTool("pg_ctl", ["-D", data, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "-l", path.join(dir, "log"), "-w", "start"]);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop() {
      try {
        pgTool("pg_ctl", ["-D", data, "status"]);
      } catch {
        return; // not running
      }
      pgTool("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    },
  };
}

/** redis-server on `port`, nothing written to disk. */
export async function startRedis(dir, port) {
  fs.mkdirSync(dir, { recursive: true });
  const redis = spawnGroup("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const deadline = Date.now() + 15_000;
  while (!redis.tail().includes("Ready to accept connections")) {
    if (redis.child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${redis.tail()}`);
    await sleep(100);
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopGroup(redis.child) };
}

/**
 * The environment every app instance of a cluster shares: one PostgreSQL database and one Redis, nginx as
 * the one trusted proxy, one signing secret, the seeded admin with the demo content, and one build folder
 * (NEXT_DIST_DIR, else `distDir`). `extra` holds a caller's own settings (an editor's password, quiet seeding).
 * @param {{ databaseUrl: string, redisUrl: string, secret: string, admin: { email: string, password: string }, distDir: string, extra?: Record<string, string> }} options
 * @returns {Record<string, string>}
 */
export function clusterEnv({ databaseUrl, redisUrl, secret, admin, distDir, extra = {} }) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUSTED_PROXIES: "1",
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: "true",
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || distDir,
    ...extra,
  };
}

/**
 * One app instance: `npm start` (scripts/start.mjs, which builds into NEXT_DIST_DIR when needed), or,
 * with `sameBuild`, the server that start.mjs runs (scripts/serve.mjs) on the build already there, with
 * the environment start.mjs would give it: every instance must run one build, and a second start.mjs
 * would rebuild under the first one's feet if a source changed meanwhile. `nextStart` runs Next's own
 * `next start` on that build instead, as an operator might by mistake.
 */
export function startApp({ port, env, sameBuild = false, nextStart = false }) {
  const serveEnv = sameBuild || nextStart ? { NODE_ENV: "production", NEXTAUTH_URL: `http://localhost:${port}` } : {};
  const command = nextStart
    ? [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)]
    : [path.join(root, sameBuild ? "scripts/serve.mjs" : "scripts/start.mjs")];
  const app = spawnGroup(process.execPath, command, {
    cwd: root,
    env: { ...process.env, ...serveEnv, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    ...app,
    port,
    base,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (app.child.exitCode !== null) throw new Error(`the app on ${port} stopped (${app.child.exitCode}):\n${app.tail()}`);
        try {
          if ((await request(`${base}/api/categories`)).status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(1000);
      }
      throw new Error(`the app on ${port} did not start:\n${app.tail()}`);
    },
    stop: (signal) => stopGroup(app.child, signal),
  };
}

/** Fills deploy/nginx/loopback.conf.template (see its header) into `dir`/nginx.conf. */
export function nginxConfig(dir, port, upstreamPorts) {
  const servers = upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n        ");
  const text = fs
    .readFileSync(path.join(deployDir, "loopback.conf.template"), "utf8")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#")) // the header names the placeholders too
    .join("\n")
    .replaceAll("@PREFIX@", dir)
    .replaceAll("@CACHE_DIR@", path.join(dir, "cache"))
    .replaceAll("@PORT@", String(port))
    .replaceAll("@DEPLOY@", deployDir)
    .replaceAll("@UPSTREAM_SERVERS@", servers);
  const left = text.match(/@[A-Z_]+@/);
  if (left) throw new Error(`loopback.conf.template: ${left[0]} is not filled in`);
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, text);
  return file;
}

/** `nginx -t` on a configuration file; throws with nginx's own message. */
export function nginxTest(prefix, file) {
  try {
    return execFileSync(NGINX, ["-t", "-q", "-p", prefix, "-c", file, "-e", path.join(prefix, "error.log")], { stdio: ["ignore", "pipe", "pipe"] }).toString();
  } catch (error) {
    throw new Error(`nginx -t ${file}:\n${error.stderr?.toString() ?? error.message}`);
  }
}

/** nginx in the foreground (daemon off), master and worker in one group of ours. */
export async function startNginx(dir, port, upstreamPorts) {
  fs.mkdirSync(dir, { recursive: true });
  const file = nginxConfig(dir, port, upstreamPorts);
  nginxTest(dir, file);
  const nginx = spawnGroup(NGINX, ["-p", dir, "-c", file, "-e", path.join(dir, "error.log")], { stdio: ["ignore", "pipe", "pipe"] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.child.exitCode !== null) throw new Error(`nginx stopped:\n${nginx.tail()}${readIf(path.join(dir, "error.log"))}`);
    try {
      await request(`${base}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start:\n${readIf(path.join(dir, "error.log"))}`);
      await sleep(100);
    }
  }
  return {
    ...nginx,
    base,
    accessLog: () => readIf(path.join(dir, "access.log")),
    errorLog: () => readIf(path.join(dir, "error.log")),
    // SIGQUIT: nginx's graceful stop.
    stop: () => stopGroup(nginx.child, "SIGQUIT"),
  };
}

function readIf(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/**
 * One HTTP request on a connection of its own, nothing decoded (node:http, not fetch: a gzip body
 * stays gzip, repeated header fields stay repeated, and `localAddress` picks the source address).
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, raw: string[], body: Buffer, text: string }>}
 */
export function request(url, { method = "GET", headers = {}, body, localAddress, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body: buffer, text: buffer.toString("utf8") });
      });
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** How many times a header field occurs in a response, by its raw lines. */
export const fieldCount = (response, name) => response.raw.filter((v, i) => i % 2 === 0 && v.toLowerCase() === name.toLowerCase()).length;
