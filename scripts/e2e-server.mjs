// Production build on a fresh DATA_DIR with known accounts, for Playwright's webServer.
import fs from "node:fs";
import path from "node:path";
import { claimLock, root } from "./env.mjs";
import { startSmtpSink } from "../e2e/support/smtp-sink.mjs";

const port = process.env.E2E_PORT || "3100";
// Two e2e runs on one port would wipe each other's data: the second one stops at once. (Two on one
// build folder share its build, and scripts/start.mjs refuses to rebuild it under the other.)
const portOwner = claimLock(path.join(root, "test-data", `e2e-port-${port}.pid`));
if (portOwner) {
  console.error(`[e2e] port ${port} is used by another e2e run (process ${portOwner}): set E2E_PORT to a port of your own.`);
  process.exit(1);
}
const dir = path.join(root, "test-data", `e2e-${port}`);
fs.rmSync(dir, { recursive: true, force: true });
// Lead e-mails go to a real SMTP server in this process; the specs read them from `${dir}-mail`.
const smtpUrl = await startSmtpSink(`${dir}-mail`);
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
  SMTP_URL: smtpUrl,
  MAIL_FROM: "Site Agenție <site@e2e.ro>",
  LEADS_NOTIFY_TO: "vanzari@e2e.ro, director@e2e.ro",
  LEADS_AUTO_REPLY: "true",
  // The suite sends more leads an hour than a site does; e2e/leads-flood.spec.ts floods a one-minute window.
  LEADS_AUTO_REPLY_HOURLY_MAX: "1000",
  LEADS_SUSPECT_LIMIT: "20",
  LEADS_SUSPECT_WINDOW_MINUTES: "1",
});
delete process.env.DATABASE_URL;
await import("./start.mjs");

