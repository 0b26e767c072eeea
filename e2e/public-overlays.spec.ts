import { test as baseTest, type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";

// What floats over the public pages (the chat launcher, back-to-top above it) and the cookie settings
// link. The floating buttons may pass over content that scrolls, but never rest over what a visitor
// cannot scroll from under them: the first screen, the PLANUL SELECTAT bar, the end of the page.

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];
const PAGES = ["/", "/despre-noi", "/contact", "/tarife", "/blog"];
const BAR = "Planul selectat";

/** A visitor who already chose cookies and saw the chat this session: no banner, no chat popping up. */
async function quietVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: "2025-01-01" }));
    sessionStorage.setItem("chat-widget-shown", "1");
  });
}

async function firstPlan(request: APIRequestContext): Promise<{ uuid: string; name: string }> {
  const plans = (await (await request.get("/api/packages/public")).json()) as Array<{ uuid: string; name: string }>;
  return plans[0];
}

/**
 * The floating buttons a visitor sees now, and what they cover: every visible control (link, button,
 * field) and every visible line of text under one of them, by the boxes the browser draws.
 */
async function underFloating(page: Page): Promise<{ floating: string[]; covered: string[] }> {
  return page.evaluate(() => {
    const FLOATING = '[data-testid="chat-widget"] > button, button[aria-label="Înapoi sus"]';
    const seen = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const floating = [...document.querySelectorAll(FLOATING)].filter(seen);
    const boxes = floating.map((el) => el.getBoundingClientRect());
    const overlaps = (r: DOMRect) => boxes.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom);
    const onScreen = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
    const own = (el: Element | null) => !el || el.closest('[data-testid="chat-widget"], button[aria-label="Înapoi sus"], header, .sr-only, [aria-hidden="true"], script, style');
    const covered: string[] = [];
    for (const el of document.querySelectorAll("a[href], button, input, textarea, select, summary")) {
      if (own(el) || !seen(el)) continue;
      const r = el.getBoundingClientRect();
      if (onScreen(r) && overlaps(r)) covered.push(`control "${(el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim().slice(0, 40)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!node.textContent?.trim() || own(parent) || !parent || !seen(parent)) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (onScreen(r) && overlaps(r)) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
      }
    }
    return { floating: floating.map((el) => el.getAttribute("aria-label") ?? ""), covered };
  });
}

/** The bottom of the page, once the parts drawn as they near the viewport have their real height. */
async function scrollToEnd(page: Page) {
  let last = -1;
  for (;;) {
    const height = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (height === last) break;
    last = height;
    await page.waitForTimeout(200);
  }
  await page.waitForTimeout(300); // the progress ring and any transition settle
}

/** Every scroll position, half a screen apart, from the top to the end. */
async function* scrollSteps(page: Page) {
  const step = Math.round((page.viewportSize()?.height ?? 800) / 2);
  for (let y = 0; ; y += step) {
    const at = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return { y: window.scrollY, max: document.documentElement.scrollHeight - innerHeight };
    }, y);
    await page.waitForTimeout(50);
    yield at.y;
    if (at.y >= at.max) return;
  }
}

async function expectBarClear(page: Page) {
  const bar = page.getByRole("region", { name: BAR });
  await expect(bar).toBeVisible();
  let stuck = 0;
  for await (const y of scrollSteps(page)) {
    const { floating, covered } = await underFloating(page);
    const barBox = await bar.boundingBox();
    if (!barBox || barBox.y > (page.viewportSize()?.height ?? 0) || barBox.y + barBox.height < 0) continue;
    stuck++;
    const overBar = await page.evaluate(
      ({ box }) =>
        [...document.querySelectorAll('[data-testid="chat-widget"] > button, button[aria-label="Înapoi sus"]')]
          .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((el) => el.getBoundingClientRect())
          .some((b) => box.x < b.right && b.left < box.x + box.width && box.y < b.bottom && b.top < box.y + box.height),
      { box: barBox },
    );
    expect(overBar, `y=${y}: ${floating.join(", ")} over the bar`).toBe(false);
    expect(covered.filter((c) => /Comanda acum|Închide și renunță/.test(c)), `y=${y}`).toEqual([]);
  }
  expect(stuck).toBeGreaterThan(3);
}

test.describe("floating buttons on phones", () => {
  for (const viewport of PHONES) {
    test.describe(`${viewport.width} x ${viewport.height}`, () => {
      test.use({ viewport, isMobile: true, hasTouch: true });

      test("they cover nothing on the first screen and nothing at the end of the page, where both show", async ({ page }) => {
        await quietVisitor(page);
        for (const path of PAGES) {
          await page.goto(path);
          expect(await underFloating(page), `${path}, first screen`).toMatchObject({ covered: [] });
          await scrollToEnd(page);
          const end = await underFloating(page);
          expect(end.floating, `${path}, end`).toEqual(["Deschide chat-ul", "Înapoi sus"]);
          expect(end.covered, `${path}, end`).toEqual([]);
          if (path === "/despre-noi") await page.screenshot({ path: `e2e-screens/floating-end-${viewport.width}.png` });
        }
        // A little scroll brings the launcher: it is always at hand past the first screen.
        await page.goto("/despre-noi");
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(page.getByRole("button", { name: "Deschide chat-ul" })).toBeVisible();
      });

      test("with a plan chosen they keep beside the PLANUL SELECTAT bar, stuck or scrolling, and never cover Comanda acum", async ({ page, request }) => {
        await quietVisitor(page);
        const plan = await firstPlan(request);
        await page.goto("/tarife");
        // Chosen in place with the plan's own button.
        const choose = page.getByRole("link", { name: `Solicită pachetul ${plan.name}` });
        await choose.scrollIntoViewIfNeeded();
        await choose.click();
        await expect(page.getByRole("region", { name: BAR })).toContainText(plan.name);
        await page.evaluate(() => window.scrollTo(0, 1500));
        await page.waitForTimeout(300);
        await page.screenshot({ path: `e2e-screens/floating-bar-${viewport.width}.png` });
        await expectBarClear(page);
      });
    });
  }
});

baseTest.describe("floating buttons without JavaScript", () => {
  baseTest.use({ javaScriptEnabled: false });

  for (const viewport of PHONES) {
    baseTest.describe(`${viewport.width} x ${viewport.height}`, () => {
      baseTest.use({ viewport, isMobile: true, hasTouch: true });

      baseTest("the chat launcher covers nothing on the first screen, at the end, or on the bar", async ({ page, request }) => {
        for (const path of PAGES) {
          await page.goto(path);
          expect(await underFloating(page), `${path}, first screen`).toMatchObject({ covered: [] });
          await scrollToEnd(page);
          expect(await underFloating(page), `${path}, end`).toEqual({ floating: ["Deschide chat-ul"], covered: [] });
        }
        const plan = await firstPlan(request);
        await page.goto(`/tarife?pachet=${plan.uuid}`);
        await expectBarClear(page);
        await page.screenshot({ path: `e2e-screens/floating-bar-nojs-${viewport.width}.png` });
      });
    });
  }
});

baseTest.describe("Setări cookie-uri without JavaScript", () => {
  baseTest.use({ javaScriptEnabled: false });

  baseTest("is a link to the cookie policy's settings section, which says what the settings are and how to change them", async ({ page }) => {
    await page.goto("/despre-noi");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Setări cookie-uri" });
    await expect(link).toHaveAttribute("href", "/politica-de-utilizare-cookies#setari-cookie-uri");
    await link.click();
    await expect(page).toHaveURL(/\/politica-de-utilizare-cookies#setari-cookie-uri$/);
    const section = page.getByRole("region", { name: "Setări cookie-uri" });
    await expect(section).toBeInViewport();
    for (const term of ["Necesare", "Analiză", "Marketing"]) await expect(section.getByRole("term").filter({ hasText: term })).toBeVisible();
    await expect(section.getByText(/nu rulează JavaScript/)).toBeVisible();
    await expect(section.getByText(/Google Chrome: Setări/)).toBeVisible();
    // The button that opens the settings in place needs scripts: it is not offered here.
    await expect(section.getByRole("button")).toHaveCount(0);
  });
});
