import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./e2e/support/env";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E.baseUrl,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "ro-RO",
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${E2E.baseUrl}/api/categories`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
