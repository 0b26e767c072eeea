import { test as base, type Response } from "@playwright/test";
import { ADMIN_BASE } from "./portal";

export { expect } from "@playwright/test";

/**
 * Playwright's test, with a `page.goto` and a `page.reload` that, for a public page, also wait until
 * React has hydrated it (components/public/hydration-mark.tsx), so that tests of what JavaScript adds
 * (hover delays, in-place updates) start from a running page. What works before hydration is proven
 * in e2e/first-click.spec.ts and in the specs' "without JavaScript" blocks, where nothing waits.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const hydrated = async (response: Response | null) => {
      if (!javaScriptEnabled) return response;
      const path = new URL(page.url()).pathname;
      const html = String(response?.headers()["content-type"] ?? "").startsWith("text/html");
      if (html && !path.startsWith(ADMIN_BASE) && !path.startsWith("/api/")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await provide(page);
  },
});
