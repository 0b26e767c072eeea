// `npm test`: every suite, in the order that fails fastest. Exits non-zero on the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npx", ["eslint", "."]],
  ["types", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["unit + API (PGlite)", "npx", ["jest", "--ci"], { NODE_OPTIONS: "--experimental-vm-modules" }],
  ["e2e (Chromium, production build)", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args, extraEnv] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
