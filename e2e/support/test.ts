import { test as base, type Response } from "@playwright/test";
import { ADMIN_BASE } from "./portal";

export { expect } from "@playwright/test";

/**
 * Playwright's test, with a `page.goto` and a `page.reload` that, for a public page, also wait until
 * React has hydrated it (components/public/hydration-mark.tsx). A page from the page cache starts its
 * scripts after the first paint, so "loaded" no longer means "its buttons answer"; a visitor's click a
 * few hundred milliseconds later is the norm, a test's click the instant after the load event is not.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const hydrated = async (response: Response | null) => {
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
