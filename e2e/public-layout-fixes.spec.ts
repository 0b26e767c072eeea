import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { Locator, Page } from "@playwright/test";
import { renderWholePage } from "./support/full-page";

// Layout defects of the public site: a wide table widening the cookie page on phones, the chat button
// over the home hero's call to action, lettering of featured images legible behind content titles, and
// low-contrast decorative numbers on /despre-noi.

const COOKIES = "/politica-de-utilizare-cookies";
const ARTICLE = "/blog/cum-alegi-cuvintele-cheie-potrivite";
const SERVICE = "/servicii/optimizare-seo";
const CASE_STUDY = "/studii-de-caz/clinica-stomatologica-programari-online";
const BANNER = "Cookie-uri și confidențialitate";

type Box = { x: number; y: number; width: number; height: number };

/** A visitor who already chose cookies and saw the chat this session: no banner, no chat popping up. */
async function quietVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: "2025-01-01" }));
    sessionStorage.setItem("chat-widget-shown", "1");
  });
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, "element has a box").not.toBeNull();
  return b as Box;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectInsideViewport(page: Page, locator: Locator) {
  const { width, height } = page.viewportSize() as { width: number; height: number };
  const b = await box(locator);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(width);
  expect(b.y + b.height).toBeLessThanOrEqual(height);
}

test.describe("public layout", () => {
  for (const width of [390, 320]) {
    test(`the cookie policy fits a ${width} px phone: the table scrolls in its own box, the banner fits`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(COOKIES);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The table is wider than the column: it scrolls inside a keyboard-focusable region.
      const region = page.getByRole("region", { name: "Tabel" });
      await expect(region.getByRole("cell", { name: "cookie_consent" })).toBeAttached();
      const overflow = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, tab: el.tabIndex }));
      expect(overflow.scroll).toBeGreaterThan(overflow.client);
      expect(overflow.tab).toBe(0);
      await region.evaluate((el) => el.scrollBy({ left: 400 }));
      expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth])).toEqual([0, width]);

      const banner = page.getByRole("dialog", { name: BANNER });
      await expect(banner).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(400); // its entrance transition
      await expectInsideViewport(page, banner);
      for (const name of ["Respinge", "Acceptă toate", "Alege"]) await expectInsideViewport(page, banner.getByRole("button", { name }));
      await page.screenshot({ path: `e2e-screens/layout-cookies-${width}.png` });
    });
  }

  test("the chat button does not cover the home hero's calls to action", async ({ page }) => {
    await quietVisitor(page);
    for (const [width, height] of [
      [1280, 800],
      [1366, 768],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto("/");
      const launcher = await box(page.getByRole("button", { name: "Deschide chat-ul" }));
      const hero = page.locator("section[aria-labelledby='hero-title']");
      for (const name of [/Solicită o ofertă/, /Vezi tarifele/]) {
        const cta = await box(hero.getByRole("link", { name }));
        expect(intersects(launcher, cta), `${width}x${height}: chat button over ${name}`).toBe(false);
      }
    }
    // On a phone the launcher comes in with the first scroll: the first screen is the hero's (e2e/public-overlays.spec.ts).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Deschide chat-ul" })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(page.getByRole("button", { name: "Deschide chat-ul" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.screenshot({ path: "e2e-screens/layout-home-chat-1280.png" });

    // Scrolled: back-to-top stacks above the chat button instead of under it.
    await page.evaluate(() => window.scrollTo(0, 900));
    const up = page.getByRole("button", { name: "Înapoi sus" });
    await expect(up).toBeVisible();
    expect(intersects(await box(up), await box(page.getByRole("button", { name: "Deschide chat-ul" })))).toBe(false);
  });

  test("featured images sit blurred behind content titles, so their own lettering is not legible", async ({ page }) => {
    await quietVisitor(page);
    for (const path of [ARTICLE, SERVICE, CASE_STUDY]) {
      await page.goto(path);
      const image = page.locator("main img[fetchpriority='high']").first();
      await expect(image).toBeVisible();
      const filter = await image.evaluate((el) => getComputedStyle(el).filter);
      const blur = Number(/blur\(([\d.]+)px\)/.exec(filter)?.[1] ?? 0);
      expect(blur, `${path}: ${filter}`).toBeGreaterThanOrEqual(24);
      // Blurred, half the viewport's width is plenty: never a larger file than the full-width one.
      expect(await image.getAttribute("sizes"), path).toBe("50vw");
    }
  });

  test("no colour-contrast violations on the home page, /despre-noi, an article, a service and a case study", async ({ page }) => {
    await quietVisitor(page);
    for (const path of ["/", "/despre-noi", ARTICLE, SERVICE, CASE_STUDY, COOKIES]) {
      await page.goto(path);
      await renderWholePage(page);
      await page.waitForTimeout(500); // entrance transitions end at full opacity
      const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
      const found = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
      expect(found, path).toEqual([]);
    }
  });
});
