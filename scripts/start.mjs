// `npm start`: build when there is no current build, then serve. Migrations and seeding run inside
// the server process itself (instrumentation.ts), never in a second process on the same PGlite directory.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { assertDataDirFree, claimBuildFolder, distDir, root, serverEnv } from "./env.mjs";

const SOURCES = ["app", "components", "lib", "styles", "public", "proxy.ts", "instrumentation.ts", "next.config.js",
  "package.json", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];
const BUILD_ENV = Object.keys(process.env).filter((k) => k.startsWith("NEXT_PUBLIC_")).sort();

function fingerprint() {
  const hash = crypto.createHash("sha256");
  const visit = (rel) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
    } else {
      hash.update(rel).update(fs.readFileSync(abs));
    }
  };
  SOURCES.forEach(visit);
  for (const key of BUILD_ENV) hash.update(`${key}=${process.env[key]}`);
  return hash.digest("hex");
}

// Next's build id (next.config.js generateBuildId) is named after the sources it was built from, and
// the server (scripts/serve.mjs) reads it back from this stamp to keep its Redis entries apart from
// other builds'. Digits only: Next avoids ids containing "ad", which ad blockers may stop.
const buildId = BigInt(`0x${fingerprint().slice(0, 16)}`).toString();
const stampFile = path.join(distDir(), "app-build-id");
const built = fs.existsSync(path.join(distDir(), "BUILD_ID")) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === buildId;

assertDataDirFree();
const env = serverEnv();

if (!built) {
  const release = claimBuildFolder();
  console.log("[start] Nu există o versiune compilată actuală: rulez next build...");
  // `next build` with another NEXT_DIST_DIR (benchmarks, e2e) writes that folder's type paths into
  // tsconfig.json; put the committed file back so a build never leaves the work tree changed.
  const tsconfigPath = path.join(root, "tsconfig.json");
  const tsconfig = fs.readFileSync(tsconfigPath, "utf8");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, NODE_ENV: "production", APP_BUILD_ID: buildId },
  });
  if (fs.readFileSync(tsconfigPath, "utf8") !== tsconfig) fs.writeFileSync(tsconfigPath, tsconfig);
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, buildId);
  release();
}

const port = process.env.PORT || "3000";
const child = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...env, NODE_ENV: "production", PORT: port },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
