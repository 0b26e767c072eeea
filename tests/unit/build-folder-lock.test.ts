/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// `npm start` never rebuilds a build folder that a running server uses, nor one another `npm start`
// is building; the server does not start on a folder being built. Each side is the real script (or
// the function of scripts/env.mjs it calls first) in a process of its own, on a build folder of this
// test that holds no build, so nothing here runs `next build`.

const root = process.cwd();
const ENV_MODULE = JSON.stringify(path.join(root, "scripts/env.mjs"));
const distName = `.next-lock-test-${process.pid}-${crypto.randomBytes(3).toString("hex")}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lock-test-"));
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: distName, DATA_DIR: dataDir, PORT: "3999" };
delete env.DATABASE_URL;
const holders: ChildProcess[] = [];

/** A process that runs `code` with scripts/env.mjs' exports in scope, says "ready" and stays. */
async function holder(code: string): Promise<ChildProcess> {
  const script = `import * as lock from ${ENV_MODULE}; ${code}; console.log("ready"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  holders.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the holder stopped (${code})`)));
  });
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

const run = (script: string) => spawnSync(process.execPath, [path.join(root, script)], { cwd: root, env, encoding: "utf8", timeout: 60_000 });

afterEach(async () => {
  await Promise.all(holders.splice(0).map(stop));
});

afterAll(() => {
  for (const dir of [distName, `${distName}-lock`]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("npm start does not rebuild a build folder that a running server serves, and says so", async () => {
  const server = await holder("lock.serveBuildFolder()");
  const start = run("scripts/start.mjs");
  expect(start.status).toBe(1);
  expect(start.stderr).toContain(`versiunea compilată din ${distName} este folosită de serverul pornit (procesul ${server.pid})`);
  expect(start.stderr).toContain("Opriți serverul, apoi porniți din nou.");
  expect(start.stdout).not.toContain("rulez next build");
  expect(fs.existsSync(path.join(root, distName))).toBe(false);
});

it("npm start does not build a folder that another npm start is building", async () => {
  const builder = await holder("lock.claimBuildFolder()");
  const start = run("scripts/start.mjs");
  expect(start.status).toBe(1);
  expect(start.stderr).toContain(`Versiunea compilată din ${distName} este scrisă chiar acum de \`next build\` (procesul ${builder.pid}). Așteptați să termine.`);
  expect(start.stdout).not.toContain("rulez next build");
});

it("the server does not start on a build folder being built", async () => {
  const builder = await holder("lock.claimBuildFolder()");
  const serve = run("scripts/serve.mjs");
  expect(serve.status).toBe(1);
  expect(serve.stderr).toContain(`este scrisă chiar acum de \`next build\` (procesul ${builder.pid})`);
});

it("a server that was killed does not hold the folder: the next build may take it", async () => {
  const server = await holder("lock.serveBuildFolder()");
  await stop(server);
  // What start.mjs does before `next build`: it gets the folder.
  const builder = await holder("lock.claimBuildFolder()");
  expect(builder.exitCode).toBeNull();
});
