// `npm run bench`: every benchmark on one build. One demo server serves the bundle, Lighthouse and
// HTTP measurements; the scale benchmark then restarts the same build on its own growing database.
import path from "node:path";
import { spawnSync } from "node:child_process";
import { root } from "../env.mjs";
import { freshDataDir, startServer } from "./server.mjs";

function run(script, env = {}) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/bench", script)], { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const failed = [];
const server = await startServer({ dataDir: freshDataDir("bench-demo") });
// Built (if needed) by that start: every later start serves this same build, even if sources change meanwhile.
process.env.BENCH_REUSE_BUILD = "1";
try {
  for (const script of ["bundle.mjs", "weight.mjs", "lighthouse.mjs", "http.mjs"]) if (!run(script, { BENCH_URL: server.baseUrl })) failed.push(script);
} finally {
  await server.stop();
}
if (!run("scale.mjs")) failed.push("scale.mjs");
if (failed.length) {
  console.error(`\nBelow budget: ${failed.join(", ")}`);
  process.exitCode = 1;
}
