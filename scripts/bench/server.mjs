// Shared by the benchmarks: one production build in NEXT_DIST_DIR (default .next-bench), served by
// `scripts/start.mjs` (which builds only when the sources changed) on a throwaway DATA_DIR.
// BENCH_REUSE_BUILD=1 serves the existing build as it is, without the source check: on a machine
// where others keep editing, every edit would otherwise cost a full rebuild per benchmark.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { root } from "../env.mjs";

export const BENCH_PORT = process.env.BENCH_PORT || "3150";
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
/** Debian's Chromium (its flags: ../chromium-flags.mjs). */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const ADMIN = { email: "admin@bench.ro", password: "Admin-Bench-parola-1" };

/** A fresh data directory under test-data/ (gitignored), emptied first. */
export function freshDataDir(name) {
  const dir = path.join(root, "test-data", name);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode} before it was ready.`);
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server at ${url} not ready after ${timeoutMs / 1000}s.`);
}

/**
 * Starts `npm start`'s script on dataDir (or DATABASE_URL when given) and resolves once it answers.
 * The build can take minutes on a shared 2-core machine, hence the long timeout. `stop()` ends the
 * server and waits for it, so the PGlite directory is free again afterwards.
 */
export async function startServer({ dataDir, env = {}, quiet = true } = {}) {
  const baseUrl = `http://127.0.0.1:${BENCH_PORT}`;
  const reuse = process.env.BENCH_REUSE_BUILD === "1" && fs.existsSync(path.join(root, DIST_DIR, "BUILD_ID"));
  // As scripts/start.mjs does: cached data and pages belong to the previous database, never this one.
  const args = [path.join(root, reuse ? "scripts/serve.mjs" : "scripts/start.mjs")];
  const child = spawn(process.execPath, args, {
    cwd: root,
    // Its own process group, so that stop() also ends the server child of start.mjs.
    detached: true,
    stdio: ["ignore", quiet ? "pipe" : "inherit", "inherit"],
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      PORT: BENCH_PORT,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      EDITOR_EMAIL: "editor@bench.ro",
      EDITOR_PASSWORD: "Editor-Bench-parola-1",
      SEED_DEMO: "true",
      SEED_QUIET: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      // What scripts/env.mjs would otherwise generate into DATA_DIR; fixed, as the data is throwaway.
      AUTH_SECRET: "bench-only-secret-0123456789abcdefghijklmnopqrstuv",
      NEXTAUTH_SECRET: "bench-only-secret-0123456789abcdefghijklmnopqrstuv",
      NEXTAUTH_URL: baseUrl,
      ...env,
    },
  });
  // Keep the build log visible (it is the only progress sign of a long build), drop the rest.
  child.stdout?.on("data", (chunk) => {
    const text = String(chunk);
    if (/\[start\]|Compiled|error|Error|Route \(app\)/.test(text)) process.stderr.write(text);
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  const onExit = () => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.once("exit", onExit);
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));
  try {
    await waitUntilUp(`${baseUrl}/robots.txt`, child, 20 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Runs `fn(baseUrl)` against BENCH_URL when given (an already running server), else a fresh demo server. */
export async function withDemoServer(name, fn) {
  if (process.env.BENCH_URL) return fn(process.env.BENCH_URL.replace(/\/$/, ""));
  const server = await startServer({ dataDir: freshDataDir(name) });
  try {
    return await fn(server.baseUrl);
  } finally {
    await server.stop();
  }
}

export async function getJson(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url} -> ${res.status}`);
  return res.json();
}

export async function adminToken(baseUrl) {
  const body = await getJson(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  return body.token;
}

/** The public pages every benchmark looks at: fixed ones plus the first article and main service. */
export async function publicPages(baseUrl) {
  const blog = await getJson(`${baseUrl}/api/blog?page=1`);
  const services = await getJson(`${baseUrl}/api/services`);
  const article = blog.blogs?.[0]?.slug;
  const service = (Array.isArray(services) ? services : services.services ?? [])[0]?.slug;
  return [
    { name: "home", path: "/" },
    { name: "tarife", path: "/tarife" },
    { name: "blog", path: "/blog" },
    { name: "article", path: article ? `/blog/${article}` : null },
    { name: "service", path: service ? `/servicii/${service}` : null },
  ];
}

export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c ?? "")));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(cells[0]));
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const r of cells.slice(1)) console.log(line(r));
}

export function resultsDir() {
  const dir = path.join(root, "bench-results");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
