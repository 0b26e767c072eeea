import { expect, test } from "./support/test";
import { test as plainTest } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { BLOG_CATEGORIES } from "../lib/constants";
import { renderWholePage } from "./support/full-page";
import { ADMIN_BASE } from "./support/portal";

// The public shell (SPEC 2.1): header menus, mobile menu, footer, chat widget, consent + tag manager,
// back-to-top, skip link and smooth hash scrolling, against the seeded production build.

const MAIN_SERVICES = [
  "Optimizare SEO",
  "Publicitate PPC și Google Ads",
  "Branding",
  "Social Media Marketing",
  "Content marketing",
  "Creare website",
];
const CHAT_TITLE = "Vorbește cu echipa noastră";
const BANNER = "Cookie-uri și confidențialitate";
// The banner enters after the page's load event, which a loaded test machine can push past the
// default 10 s from the navigation.
const BANNER_WAIT = { timeout: 20_000 };
const blogHref = (category: string) => `/blog?category=${category.replace(/ /g, "+")}`;

/**
 * A menu toggle: a <summary>, which browsers expose as a button with its expanded state; Playwright's
 * role engine gives summary no role, so it is found by its text.
 */
const navSummary = (nav: Locator, text: string) => nav.locator("summary").filter({ hasText: text });
/** A section's toggle in the phone menu: "Servicii" by its text, the split entries by their label (it covers their row). */
const panelSummary = (panel: Locator, text: string) =>
  panel.locator("summary").filter({ hasText: new RegExp(`^${text}$`) }).or(panel.getByLabel(`Submeniu ${text}`, { exact: true }));

/** A visitor who already chose (no banner) and already saw the chat this session (no auto-open). */
async function quietVisitor(page: Page, { chatSeen = true } = {}) {
  await page.addInitScript((seen) => {
    localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: "2025-01-01" }));
    if (seen) sessionStorage.setItem("chat-widget-shown", "1");
  }, chatSeen);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    // Network failures are reported by the responses themselves (and by the pages' own specs).
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(350); // let transitions settle
  const width = page.viewportSize()?.width ?? 1280;
  if (fullPage) await renderWholePage(page);
  await page.screenshot({ path: `e2e-screens/public-shell-${name}-${width}.png`, fullPage });
}

/** The footer alone, from a full-page capture (an element shot would catch the sticky header over it). */
async function footerShot(page: Page, width: number) {
  await renderWholePage(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.getByRole("contentinfo").evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: 0, y: r.top + window.scrollY, width: document.documentElement.clientWidth, height: r.height };
  });
  await page.screenshot({ path: `e2e-screens/public-shell-footer-${width}.png`, fullPage: true, clip: box });
}

type ConsentEntry = [string, string, Record<string, string>];
async function consentEntries(page: Page): Promise<ConsentEntry[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return Array.from(layer)
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .filter((e) => e[0] === "consent") as ConsentEntry[];
  });
}
const gtmScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]');

test.describe("desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("text is set in the site's fonts, Romanian letters included, from preloaded files cached for a year; é brings the rest", async ({ page }) => {
    await quietVisitor(page);
    const fontResponses: { url: string; cacheControl: string | undefined }[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "font") fontResponses.push({ url: r.url(), cacheControl: r.headers()["cache-control"] });
    });
    await page.goto("/");
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(preloads).toHaveLength(4);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        // The metric-matched fallbacks (local Arial) are faces too; only the downloaded fonts count here.
        .filter((f) => f.status === "loaded" && !f.family.includes("Fallback"))
        .map((f) => `${f.family.replaceAll('"', "")} ${/U\+0?218/i.test(f.unicodeRange) ? "ro" : "latin"}`);
    });
    // The Romanian files are used only where ă, ș or ț appear: the hero heading and the body text have them.
    expect(loaded.sort()).toEqual(["Inter Variable latin", "Inter Variable ro", "Plus Jakarta Sans Variable latin", "Plus Jakarta Sans Variable ro"]);
    // The home page has no é or ü, so the on-demand Latin-1 files are never fetched: only the preloads.
    expect(fontResponses.map((r) => new URL(r.url).pathname).sort()).toEqual([...preloads].sort());

    // A name with é or ü (pasted into an article, say) brings the rest of Latin-1 for both families.
    await page.evaluate(() => {
      const main = document.querySelector("main");
      const heading = document.createElement("h2");
      heading.className = "font-display font-bold";
      heading.textContent = "Crème brûlée";
      const paragraph = document.createElement("p");
      paragraph.textContent = "Café Müller";
      main?.prepend(heading, paragraph);
    });
    await expect.poll(() => fontResponses.length).toBe(6);
    const extra = fontResponses.map((r) => new URL(r.url).pathname).filter((p) => !preloads.includes(p));
    expect(extra.sort()).toEqual([expect.stringMatching(/^\/fonts\/inter-latin-extra\.[0-9a-f]{10}\.woff2$/), expect.stringMatching(/^\/fonts\/plus-jakarta-sans-latin-extra\.[0-9a-f]{10}\.woff2$/)]);
    for (const r of fontResponses) expect(r.cacheControl).toBe("public, max-age=31536000, immutable");
  });

  test("Servicii opens on hover after the delay and lists the seeded service tree", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Meniu principal" });
    const trigger = navSummary(nav, "Servicii");
    const panel = page.locator("#meniu-servicii");
    await expect(panel).toBeHidden();
    // Not at once: the menu waits 200 ms before opening. Timed inside the page, from the pointer's
    // arrival to the <details> opening, so a busy test machine cannot blur it.
    await trigger.evaluate((el) => {
      const details = el.parentElement as HTMLDetailsElement;
      const marks: Record<string, number> = {};
      (window as Window & { hoverMarks?: Record<string, number> }).hoverMarks = marks;
      el.addEventListener("pointerenter", () => (marks.enter ??= performance.now()));
      new MutationObserver(() => {
        if (details.open) marks.open ??= performance.now();
      }).observe(details, { attributes: true, attributeFilter: ["open"] });
    });
    await trigger.hover();
    await expect(panel).toBeVisible();
    const marks = await page.evaluate(() => (window as Window & { hoverMarks?: Record<string, number> }).hoverMarks ?? {});
    expect(marks.open - marks.enter).toBeGreaterThanOrEqual(190);
    for (const title of MAIN_SERVICES) await expect(panel.getByRole("link", { name: title, exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "SEO local" })).toHaveAttribute("href", "/servicii/seo-local");
    await expect(panel.getByRole("link", { name: "Creare magazin online" })).toHaveAttribute("href", "/servicii/creare-magazin-online");
    await shot(page, "header-servicii");

    // Leaving closes it after 500 ms.
    await page.mouse.move(640, 880);
    await page.waitForTimeout(250);
    await expect(panel).toBeVisible();
    await expect(panel).toBeHidden();

    // A click on the summary opens it at once, a second one closes it.
    await trigger.click();
    await expect(panel).toBeVisible();
    await trigger.click();
    await expect(panel).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("Blog lists Toate articolele and the nine categories with + encoding; Studii de caz lists the published studies", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Meniu principal" });
    await nav.getByRole("link", { name: "Blog", exact: true }).hover();
    const blog = page.locator("#meniu-blog");
    await expect(blog).toBeVisible();
    const links = blog.getByRole("link");
    await expect(links).toHaveText(["Toate articolele", ...BLOG_CATEGORIES]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/blog", ...BLOG_CATEGORIES.map(blogHref)]);
    await expect(blog.getByRole("link", { name: "Plan strategic de marketing online" })).toHaveAttribute(
      "href",
      "/blog?category=Plan+strategic+de+marketing+online",
    );
    await shot(page, "header-blog");

    await page.mouse.move(640, 880);
    await expect(blog).toBeHidden();

    // Keyboard: focus the toggle, ArrowDown opens and focuses the first entry, Escape closes.
    const toggle = nav.getByLabel("Submeniu Studii de caz");
    const cases = page.locator("#meniu-studii-de-caz");
    await toggle.focus();
    await page.keyboard.press("ArrowDown");
    await expect(cases).toBeVisible();
    await expect(cases.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(cases.getByRole("link").nth(1)).toBeFocused();
    await expect(cases.getByRole("link", { name: /Clinică stomatologică/ })).toHaveAttribute("href", "/studii-de-caz/clinica-stomatologica-programari-online");
    await expect(cases.getByRole("link", { name: /Producător de mobilier/ })).toHaveCount(0); // a draft
    await expect(cases.getByRole("link", { name: "Toate studiile de caz" })).toHaveAttribute("href", "/studii-de-caz");
    await shot(page, "header-studii-de-caz");
    await page.keyboard.press("Escape");
    await expect(cases).toBeHidden();
    await expect(toggle).toBeFocused();
    // Enter on the toggle opens it too; focus leaving the entry closes it.
    await page.keyboard.press("Enter");
    await expect(cases).toBeVisible();
    await nav.getByRole("link", { name: "Contact" }).focus();
    await expect(cases).toBeHidden();

    // Following a link closes the panel, and the page changes.
    await nav.getByLabel("Submeniu Blog").click();
    await expect(blog).toBeVisible();
    await blog.getByRole("link", { name: "Toate articolele" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("the footer shows the seeded services, phone, two e-mails, the ANPC SAL link, and the provider's identification", async ({ page }) => {
    await quietVisitor(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const services = footer.getByRole("navigation", { name: "Servicii" }).getByRole("link");
    await expect(services).toHaveText(MAIN_SERVICES);
    await expect(services.first()).toHaveAttribute("href", "/servicii/optimizare-seo");
    await expect(footer.locator('a[href^="tel:"]').first()).toHaveAttribute("href", "tel:+40700000000");
    const mails = await footer.locator('a[href^="mailto:"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))]);
    expect(mails).toHaveLength(2);
    await expect(footer.getByRole("link", { name: /Soluționarea alternativă a litigiilor/ })).toHaveAttribute("href", "https://anpc.ro/ce-este-sal/");
    // The e2e build sets no social profile and no SOL address: no icon and no link to a network's home
    // page or to the closed EU ODR platform (lib/site-config.ts).
    await expect(footer.getByRole("link", { name: /Soluționarea online a litigiilor/ })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: /^(Facebook|Instagram|LinkedIn|TikTok)/ })).toHaveCount(0);
    for (const href of ["/politica-de-confidentialitate", "/termeni-si-conditii", "/politica-de-utilizare-cookies"]) {
      // .last(): the contact form's consent line links the privacy policy too; this is the footer's own list.
      await expect(footer.locator(`a[href="${href}"]`).last()).toBeVisible();
    }
    await expect(footer.locator("address")).toContainText("Agenția Digitală Exemplu SRL");
    await expect(footer.locator("address")).toContainText("CUI RO00000000");
    await expect(footer.getByRole("heading", { name: "Hai să discutăm despre proiectul tău" })).toBeVisible();
    await footerShot(page, 1280);
  });

  test("the chat widget opens by itself after 7 s, once per session", async ({ page }) => {
    await page.clock.install();
    await quietVisitor(page, { chatSeen: false });
    await page.goto("/");
    const chat = page.getByRole("dialog", { name: CHAT_TITLE });
    await expect(page.getByRole("button", { name: "Deschide chat-ul" })).toBeVisible();
    await expect(chat).toBeHidden();
    await page.clock.fastForward(7000);
    await expect(chat).toBeVisible();
    await expect(chat.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/40700000000/);
    await expect(chat.getByRole("link", { name: /e-mail/ })).toHaveAttribute("href", /^mailto:/);
    await expect(chat.getByRole("link", { name: /Sună-ne/ })).toHaveAttribute("href", "tel:+40700000000");
    await shot(page, "chat");
    await page.keyboard.press("Escape");

    // Same session, next page load: it stays closed.
    await page.reload();
    await page.clock.fastForward(8000);
    await expect(page.getByRole("button", { name: "Deschide chat-ul" })).toBeVisible();
    await expect(chat).toBeHidden();
  });

  test("back-to-top appears after 600 px of scroll", async ({ page }) => {
    await quietVisitor(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Înapoi sus" });
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("skip link, sticky header and in-page hash links with a 100 px offset", async ({ page }) => {
    await quietVisitor(page);
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Sari la conținut" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#continut")).toBeFocused();

    const header = page.locator("header").first();
    await page.evaluate(() => {
      const main = document.getElementById("continut") as HTMLElement;
      main.insertAdjacentHTML(
        "afterbegin",
        '<a id="e2e-hash" href="#e2e-tinta">Salt</a><div style="height:1600px"></div><section id="e2e-tinta" style="height:400px">Țintă</section>',
      );
      window.scrollTo(0, 0);
    });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.locator("#e2e-hash").click();
    await expect(page).toHaveURL(/#e2e-tinta$/);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("e2e-tinta")!.getBoundingClientRect().top))).toBe(100);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toBeInViewport();
  });

  test("the top loading bar runs while the next page loads", async ({ page }) => {
    await quietVisitor(page);
    // Held from the start: a prefetch of /echipa made before the click must not finish it early.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/echipa(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const bar = page.getByTestId("top-loading-bar");
    await expect(bar).toHaveAttribute("data-phase", "idle");
    await page.getByRole("navigation", { name: "Meniu principal" }).getByRole("link", { name: "Echipa" }).click();
    await expect(bar).toHaveAttribute("data-phase", "loading");
    release();
    await expect(page).toHaveURL(/\/echipa$/);
    await expect(bar).toHaveAttribute("data-phase", "idle");
  });
});

test.describe("consent and Google Tag Manager", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("defaults are denied before anything, no tag manager before consent, an update after Acceptă toate", async ({ page, context }) => {
    const errors = collectErrors(page);
    // Whether the page had loaded at the moment the banner entered the document.
    await page.addInitScript(() => {
      const w = window as unknown as { __bannerAfterLoad?: boolean };
      new MutationObserver(() => {
        if (w.__bannerAfterLoad === undefined && document.querySelector("[data-cookie][role=dialog]")) w.__bannerAfterLoad = document.readyState === "complete";
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    const banner = page.getByRole("dialog", { name: BANNER });
    await expect(banner).toBeVisible(BANNER_WAIT);
    // Its entrance waits for the page's load event, so that it draws no frames over a page still arriving.
    expect(await page.evaluate(() => (window as unknown as { __bannerAfterLoad?: boolean }).__bannerAfterLoad)).toBe(true);
    const first = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]));
    expect(first).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", wait_for_update: 500 },
    ]);
    await expect(gtmScripts(page)).toHaveCount(0);
    await shot(page, "cookie-banner");
    await banner.getByRole("button", { name: "Alege" }).click();
    await expect(banner.getByRole("switch", { name: /Necesare/ })).toBeDisabled();
    await shot(page, "cookie-banner-alege");

    await banner.getByRole("button", { name: "Acceptă toate" }).click();
    await expect(banner).toBeHidden();
    const updates = (await consentEntries(page)).filter((e) => e[1] === "update");
    expect(updates.at(-1)?.[2]).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });
    const cookie = (await context.cookies()).find((c) => c.name === "cookie_consent");
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? "{}"))).toMatchObject({ v: 1, analytics: true, marketing: true });

    // Remembered: no banner on the next load, and the stored choice follows the defaults at once.
    await page.reload();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The banner would enter after the load event and hydration: both have passed.
    await page.waitForFunction(() => document.readyState === "complete" && document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.getByRole("dialog", { name: BANNER })).toHaveCount(0);
    const replay = await consentEntries(page);
    expect(replay.map((e) => e[1])).toEqual(["default", "update"]);
    expect(replay[1][2]).toMatchObject({ analytics_storage: "granted" });

    // Changeable later from the footer: its link (to the cookie policy without JavaScript) opens the settings here.
    const url = page.url();
    await page.getByRole("contentinfo").getByRole("link", { name: "Setări cookie-uri" }).click();
    const reopened = page.getByRole("dialog", { name: BANNER });
    expect(page.url()).toBe(url);
    await expect(reopened.getByRole("switch", { name: "Analiză" })).toHaveAttribute("aria-checked", "true");
    await reopened.getByRole("button", { name: "Respinge" }).click();
    const last = (await consentEntries(page)).at(-1);
    expect(last?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
    expect(errors).toEqual([]);
  });

  test("the portal has no dataLayer, no consent script and no tag manager", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/login`);
    await expect(page.getByRole("button", { name: "Continuă" })).toBeVisible();
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
    await expect(page.locator("#consent-defaults")).toHaveCount(0);
    await expect(gtmScripts(page)).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: BANNER })).toHaveCount(0);
  });
});

test.describe("mobile (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the mobile menu opens; Blog and Studii de caz expand instead of navigating", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Meniu principal" })).toBeHidden();
    const panel = page.getByRole("dialog", { name: "Meniu" });
    await expect(panel).toBeHidden();
    await shot(page, "header");
    const hamburger = page.getByRole("button", { name: "Deschide meniul" });
    await hamburger.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Închide meniul" })).toBeFocused();
    // The page under it does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await shot(page, "mobile-menu");

    const all = panel.getByRole("link", { name: /Toate articolele/ });
    await expect(all).toBeHidden();
    await panelSummary(panel, "Blog").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(all).toBeVisible();
    await expect(all).toHaveAttribute("href", "/blog");
    await expect(panel.getByRole("link", { name: "Business Development" })).toHaveAttribute("href", "/blog?category=Business+Development");
    await shot(page, "mobile-menu-blog");

    await panelSummary(panel, "Studii de caz").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel.getByRole("link", { name: /Toate studiile de caz/ })).toBeVisible();
    await expect(all).toBeHidden(); // one section at a time

    await panelSummary(panel, "Servicii").click();
    await panel.getByLabel("Subservicii Optimizare SEO").click();
    await expect(panel.getByRole("link", { name: "Audit SEO tehnic" })).toBeVisible();
    await shot(page, "mobile-menu-servicii");

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    // The close button closes it too, and gives the focus back.
    await hamburger.click();
    await panel.getByRole("button", { name: "Închide meniul" }).click();
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();

    // Tab stays inside the open panel: back from its first link to its last, and on again.
    await hamburger.click();
    await expect(panel.getByRole("button", { name: "Închide meniul" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(panel.getByRole("link", { name: /pagina principală/ })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(panel.getByRole("link", { name: /contact@/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: /pagina principală/ })).toBeFocused();

    // Following a link closes the panel.
    await panel.getByRole("link", { name: "Echipa" }).click();
    await expect(page).toHaveURL(/\/echipa$/);
    await expect(panel).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("the chat widget shows a teaser after 7 s instead of opening", async ({ page }) => {
    await page.clock.install();
    await quietVisitor(page, { chatSeen: false });
    await page.goto("/");
    const teaser = page.getByRole("status").filter({ hasText: "Ai o întrebare?" });
    await expect(teaser).toBeHidden();
    await page.clock.fastForward(7000);
    await expect(teaser).toBeVisible();
    await expect(page.getByRole("dialog", { name: CHAT_TITLE })).toBeHidden();
    await shot(page, "chat-teaser");
    await teaser.getByRole("button", { name: /Ai o întrebare/ }).click();
    await expect(page.getByRole("dialog", { name: CHAT_TITLE })).toBeVisible();
    await shot(page, "chat");
  });

  test("cookie banner and footer at 390 px", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("dialog", { name: BANNER });
    await expect(banner).toBeVisible(BANNER_WAIT);
    await expect(gtmScripts(page)).toHaveCount(0);
    await shot(page, "cookie-banner");
    await banner.getByRole("button", { name: "Alege" }).click();
    await shot(page, "cookie-banner-alege");
    await banner.getByRole("button", { name: "Respinge" }).click();
    await expect(banner).toBeHidden();
    await expect(gtmScripts(page)).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Servicii" }).getByRole("link")).toHaveCount(MAIN_SERVICES.length);
    await footerShot(page, 390);
  });
});

// The header is HTML first: its menus open with the browser's own <details> and popover, so they
// work before the scripts run and without them. Playwright's plain test here: there is no hydration
// to wait for (support/test.ts waits for it after every page.goto).
plainTest.describe("header without JavaScript", () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest.describe("390 px", () => {
    plainTest.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    plainTest("the hamburger opens the menu, its sections expand, and a link in it navigates", async ({ page }) => {
      await page.goto("/");
      const hamburger = page.getByRole("button", { name: "Deschide meniul" });
      const panel = page.getByRole("dialog", { name: "Meniu" });
      await expect(panel).toBeHidden();
      await hamburger.click();
      await expect(panel).toBeVisible();
      for (const name of ["Despre noi", "Tarife", "Contact", "Echipa"]) await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
      await shot(page, "nojs-mobile-menu");

      // Escape and the close button close it.
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await hamburger.click();
      await panel.getByRole("button", { name: "Închide meniul" }).click();
      await expect(panel).toBeHidden();

      await hamburger.click();
      await panelSummary(panel, "Servicii").click();
      await panel.getByLabel("Subservicii Optimizare SEO").click();
      await expect(panel.getByRole("link", { name: "SEO local" })).toBeVisible();
      await panelSummary(panel, "Blog").click();
      await expect(panel.getByRole("link", { name: "SEO local" })).toBeHidden();
      const category = panel.getByRole("link", { name: "Social Media Management" });
      await expect(category).toBeVisible();
      await shot(page, "nojs-mobile-menu-blog");
      await category.click();
      await expect(page).toHaveURL(/\/blog\?category=Social\+Media\+Management$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Meniu" })).toBeHidden();
    });
  });

  plainTest("the chat launcher opens WhatsApp, e-mail and phone, and the close button shuts them", async ({ page }) => {
    await page.goto("/despre-noi");
    const chat = page.getByRole("dialog", { name: "Vorbește cu echipa noastră" });
    await expect(chat).toBeHidden();
    await page.getByRole("button", { name: "Deschide chat-ul" }).click();
    await expect(chat).toBeVisible();
    await expect(chat.getByRole("link", { name: /Sună-ne/ })).toHaveAttribute("href", "tel:+40700000000");
    await expect(chat.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
    await chat.getByRole("button", { name: "Închide chat-ul" }).click();
    await expect(chat).toBeHidden();
  });

  plainTest.describe("1280 px", () => {
    plainTest.use({ viewport: { width: 1280, height: 900 } });

    plainTest("Servicii, Studii de caz and Blog open on a click, one at a time, and show their links", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Meniu principal" });
      const servicii = page.locator("#meniu-servicii");
      const cases = page.locator("#meniu-studii-de-caz");
      const blog = page.locator("#meniu-blog");
      for (const panel of [servicii, cases, blog]) await expect(panel).toBeHidden();

      await navSummary(nav, "Servicii").click();
      await expect(servicii).toBeVisible();
      for (const title of MAIN_SERVICES) await expect(servicii.getByRole("link", { name: title, exact: true })).toBeVisible();
      await shot(page, "nojs-header-servicii");

      await nav.getByLabel("Submeniu Blog").click();
      await expect(blog).toBeVisible();
      await expect(servicii).toBeHidden();
      await expect(blog.getByRole("link")).toHaveText(["Toate articolele", ...BLOG_CATEGORIES]);
      await shot(page, "nojs-header-blog");

      await nav.getByLabel("Submeniu Studii de caz").click();
      await expect(cases).toBeVisible();
      await expect(blog).toBeHidden();
      await expect(cases.getByRole("link", { name: /Clinică stomatologică/ })).toBeVisible();
      await shot(page, "nojs-header-studii-de-caz");
      // A second click closes it.
      await nav.getByLabel("Submeniu Studii de caz").click();
      await expect(cases).toBeHidden();

      // The entry's own name stays a link to its page.
      await nav.getByRole("link", { name: "Studii de caz", exact: true }).click();
      await expect(page).toHaveURL(/\/studii-de-caz$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
});

// A visitor's click in the first second, before React has hydrated the page, is not lost: the
// browser opens the menu, and hydration leaves it open.
plainTest.describe("header before hydration", () => {
  /** Holds the page's scripts until `release` is called. */
  async function holdScripts(page: Page) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });

  plainTest("390 px: the hamburger opens the menu before hydration; it stays open, then closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    await quietVisitor(page);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const panel = page.getByRole("dialog", { name: "Meniu" });
    await page.getByRole("button", { name: "Deschide meniul" }).click();
    await expect(panel).toBeVisible();
    await panelSummary(panel, "Blog").click();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /Toate articolele/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Deschide meniul" })).toBeFocused();
    expect(errors).toEqual([]);
  });

  plainTest("1280 px: a dropdown opened before hydration stays open; then the hover delays apply", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors = collectErrors(page);
    await quietVisitor(page);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const nav = page.getByRole("navigation", { name: "Meniu principal" });
    const blog = page.locator("#meniu-blog");
    await nav.getByLabel("Submeniu Blog").click();
    await expect(blog).toBeVisible();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(blog).toBeVisible();
    // Hydrated: leaving closes it after the delay.
    await page.mouse.move(640, 880);
    await expect(blog).toBeHidden();
    expect(errors).toEqual([]);
  });
});
