// Production build on a fresh DATA_DIR with known accounts, for Playwright's webServer.
import fs from "node:fs";
import path from "node:path";
import { root } from "./env.mjs";

const port = process.env.E2E_PORT || "3100";
const dir = path.join(root, "test-data", `e2e-${port}`);
fs.rmSync(dir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dir,
  PORT: port,
  ADMIN_EMAIL: "admin@e2e.ro",
  ADMIN_PASSWORD: "Admin-E2E-parola-1",
  EDITOR_EMAIL: "editor@e2e.ro",
  EDITOR_PASSWORD: "Editor-E2E-parola-1",
  SEED_DEMO: "true",
  // Known to the tests (e2e/support/env.ts) so they can forge an expired token to test the refresh.
  AUTH_SECRET: "e2e-only-secret-0123456789abcdefghijklmnopqrstuv",
  // The browser tests play the reverse proxy: each visitor's X-Forwarded-For is its address, so the
  // contact form's rate limit (per address) stays out of the way of the other specs.
  TRUSTED_PROXIES: "1",
});
delete process.env.DATABASE_URL;
await import("./start.mjs");
