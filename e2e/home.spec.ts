import { expect, test } from "./support/test";
import { test as baseTest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { BLOG_PAGE_SIZE } from "../lib/constants";
import { CASE_STUDIES } from "../lib/boot/seed-data/case-studies";
import { TEAM } from "../lib/boot/seed-data/team";
import { CEO, CLIENT_LOGOS, HERO, MOTTOS, TESTIMONIALS, TRUST_FIGURES, WORK_PROCESS } from "../lib/home-content";
import { screenshots } from "./support/portal";

// The home page (SPEC 1, 2.1, 9) against the seeded production build.

type Card = { title: string; slug: string; industry?: string; featuredImage?: string | null };

/** What the public API publishes now, newest first (other specs in the run may have added items). */
async function publishedStudies(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get("/api/case-studies?page=1");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { caseStudies: Card[] }).caseStudies;
}

async function newestPosts(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get("/api/blog?page=1");
  expect(response.status()).toBe(200);
  const posts = ((await response.json()) as { blogs: Card[] }).blogs;
  expect(posts.length).toBe(BLOG_PAGE_SIZE);
  return posts;
}

/** A visitor who already chose cookies and saw the chat this session: no banner, no chat popping up. */
async function quietVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: "2025-01-01" }));
    sessionStorage.setItem("chat-widget-shown", "1");
  });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

const carousel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const slidesOf = (region: Locator) => region.locator('[aria-roledescription="slide"]');
// Arrows and dots are links to the slides (#<id>-slide-<n>): they work before and without JavaScript.
const dotsOf = (region: Locator) => region.getByRole("link", { name: /^Afișează slide-ul/ });

/** Scrolled to, as a visitor would: a carousel starts Embla only when it nears the viewport. */
async function ready(region: Locator) {
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute("data-ready", "true");
}

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("hero: headline, sub-headline, calls to action and the agency's figures", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    await expect(page).toHaveTitle("Agenție de marketing online pentru IMM-uri și clinici");

    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(`${HERO.title.lead} ${HERO.title.highlight}${HERO.title.tail}`);
    await expect(page.getByText(HERO.subtitle)).toBeVisible();
    const hero = page.locator("section", { has: h1 });
    await expect(hero.getByRole("link", { name: "Solicită o ofertă" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Vezi tarifele" })).toHaveAttribute("href", "/tarife");

    // SPEC 9: peste 15 specialiști, peste 150 de clienți, peste 20 din domeniul medical, ROAS peste 15000%, peste 5 ani.
    const figures = page.getByRole("definition");
    await expect(figures).toHaveCount(TRUST_FIGURES.length);
    await expect(figures).toHaveText(["peste 15+", "peste 150+", "peste 20+", "peste 15000%+", "peste 5+"]);
    for (const figure of TRUST_FIGURES) await expect(page.getByRole("term").filter({ hasText: figure.label })).toBeVisible();
    await expect(hero.getByText("clienți din domeniul medical")).toBeVisible();
    await expect(hero.getByText("ani de experiență")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the hero video is muted, loops, plays inline over its still, an optimised image fetched first, and starts after the page loaded", async ({ page, request }) => {
    const errors = collectErrors(page);
    const stillRequests: string[] = [];
    page.on("request", (r) => {
      if (decodeURIComponent(r.url()).includes("/home/hero-poster")) stillRequests.push(r.url());
    });
    await quietVisitor(page);
    await page.goto("/");
    const video = page.getByTestId("hero-video");
    // Autoplay is switched on once the page has loaded and hydrated (a cached page hydrates after its first paint).
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay, inline: v.playsInline })))
      .toEqual({ muted: true, loop: true, autoplay: true, inline: true });
    // The server-rendered HTML has no media element: the player (and the browser's media-controls styles)
    // would otherwise be set up during the page's first style and layout, long before the video is wanted.
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("<video");
    // The still (the phone's LCP element) is an ordinary optimised image of public/home/hero-poster.webp,
    // fetched first (high priority, never lazy), once: no poster attribute fetches it again, and the page
    // carries no copy of it inline.
    const poster = page.getByTestId("hero-poster");
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((img: HTMLImageElement) => ({ priority: img.fetchPriority, loading: img.loading, complete: img.complete && img.naturalWidth > 0 }))).toEqual({
      priority: "high",
      loading: "eager",
      complete: true,
    });
    expect(await poster.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fhome%2Fhero-poster\.webp/);
    expect(html).not.toContain("data:image");
    expect(await video.getAttribute("poster")).toBeNull();
    expect(stillRequests).toHaveLength(1);
    // Three pulses, then the hero's dot rests (WCAG 2.2.2: motion that starts by itself stops within 5 s).
    expect(await page.locator(".animate-ping-brief").evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe("3");

    // It actually plays (a small VP9/H.264 file from public/home).
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    const src = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
    expect(src).toMatch(/\/home\/hero(-640)?\.(webm|mp4)$/);
    // Its bytes did not compete with the fonts and scripts: the first request came after the load event.
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const video = performance.getEntriesByType("resource").filter((e) => /\/home\/hero(-640)?\.(webm|mp4)$/.test(e.name));
      return { load: nav.loadEventStart, starts: video.map((e) => e.startTime) };
    });
    expect(timing.starts.length).toBeGreaterThan(0);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.load);
    expect(errors).toEqual([]);
  });

  test("a visitor who prefers reduced motion sees the still and downloads no video", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await quietVisitor(page);
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/home\/hero(-640)?\.(webm|mp4)$/.test(r.url())) videoRequests.push(r.url());
    });
    await page.goto("/", { waitUntil: "load" });
    await expect(page.getByTestId("hero-poster")).toBeVisible();
    // Other visitors get the video once the page has loaded; these get none, then or later.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    await page.waitForTimeout(1000);
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });

  test("case studies: the published ones in reverse order, with previous/next (5 > 3)", async ({ page, request }) => {
    const errors = collectErrors(page);
    const studies = await publishedStudies(request);
    await quietVisitor(page);
    await page.goto("/");
    const region = carousel(page, "Studii de caz");
    await ready(region);
    const slides = slidesOf(region);
    await expect(slides).toHaveCount(studies.length);
    expect(studies.length).toBeGreaterThanOrEqual(5);
    // Newest first from the data layer, shown reversed: the oldest published study leads.
    const reversed = [...studies].reverse();
    for (const [index, study] of reversed.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute("aria-label", `${study.title} (${index + 1} din ${reversed.length})`);
      await expect(slide.getByRole("link", { name: study.title })).toHaveAttribute("href", `/studii-de-caz/${study.slug}`);
      await expect(slide.getByText(`Industrie: ${study.industry}`)).toBeAttached();
      await expect(slide.getByRole("img")).toHaveCount(0); // decorative cover (alt=""), the title names the card
      // A study saved without a cover (other specs make some) shows the card's gradient instead.
      if (study.featuredImage) await expect(slide.locator("img")).toHaveAttribute("src", /\/_next\/image\?url=%2Fuploads%2F/);
    }
    const draft = CASE_STUDIES.find((c) => c.status === "draft");
    if (draft) await expect(region.getByText(draft.title)).toHaveCount(0);

    const next = region.getByRole("link", { name: "Slide-ul următor: Studii de caz" });
    const prev = region.getByRole("link", { name: "Slide-ul anterior: Studii de caz" });
    await expect(next).toBeVisible();
    await expect(prev).toBeVisible();
    const dots = dotsOf(region);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    const pageY = await page.evaluate(() => window.scrollY);
    await next.click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await prev.click();
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    // Embla moved the track: the links were not followed (no page jump, no new history entry).
    expect(await page.evaluate(() => ({ y: window.scrollY, hash: location.hash }))).toEqual({ y: pageY, hash: "" });
    expect(errors).toEqual([]);
  });

  test("the case-study carousel advances on its own after 8 seconds", async ({ page }) => {
    await quietVisitor(page);
    await page.clock.install();
    await page.goto("/");
    const region = carousel(page, "Studii de caz");
    await ready(region);
    const dots = dotsOf(region);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    await page.clock.runFor(6_500);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await expect(dots.nth(1)).not.toHaveAttribute("aria-current", "true");

    await page.clock.runFor(2_500); // past 8 s, plus the 2 s slide
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(dots.first()).not.toHaveAttribute("aria-current", "true");

    // The pause button stops it.
    await region.getByRole("button", { name: "Oprește derularea automată: Studii de caz" }).click();
    await page.mouse.move(5, 5); // leave the carousel: only the pause button holds it now
    await page.clock.runFor(20_000);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(region.getByRole("button", { name: "Pornește derularea automată: Studii de caz" })).toBeVisible();
  });

  test("services: the main services with their sub-services as links", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    const section = page.locator("section#servicii");
    await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(section.getByRole("heading", { level: 3, name: "Optimizare SEO" })).toBeVisible();
    await expect(section.getByRole("link", { name: "SEO local" })).toHaveAttribute("href", "/servicii/seo-local");
    await expect(section.getByRole("link", { name: "Creare magazin online" })).toHaveAttribute("href", "/servicii/creare-magazin-online");
    await expect(section.getByText("Nu există servicii")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("team slider: every member, with arrows (7 > 2)", async ({ page }) => {
    const errors = collectErrors(page);
    // Every script the page downloads, to tell when Embla's module (its containScroll option) arrives.
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text().catch(() => ""));
    });
    const emblaLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes("containScroll"));
    await quietVisitor(page);
    await page.goto("/", { waitUntil: "load" });
    const region = carousel(page, "Echipa");
    // Far below the first screen, Embla is neither loaded nor measuring anything: it comes on the way down.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.waitForTimeout(500);
    await expect(region).not.toHaveAttribute("data-ready");
    expect(await emblaLoaded()).toBe(false);
    // Its slides and their links (arrows, dots) are there already; the pause button needs Embla and comes with it.
    await expect(slidesOf(region)).toHaveCount(TEAM.length);
    await expect(dotsOf(region)).toHaveCount(TEAM.length);
    await expect(region.getByRole("link", { name: "Slide-ul următor: Echipa" })).toHaveAttribute("href", "#carusel-echipa-slide-2");
    await expect(region.getByRole("button")).toHaveCount(0);
    await ready(region);
    await expect(region.getByRole("button", { name: "Oprește derularea automată: Echipa" })).toBeVisible();
    expect(await emblaLoaded()).toBe(true);
    await expect(slidesOf(region)).toHaveCount(TEAM.length);
    expect(TEAM.length).toBe(7);
    for (const member of TEAM) await expect(region.getByRole("heading", { name: member.name })).toBeAttached();
    await expect(region.getByRole("link", { name: "Slide-ul următor: Echipa" })).toBeVisible();
    await expect(region.getByRole("link", { name: "Slide-ul anterior: Echipa" })).toBeVisible();
    await expect(page.getByText("Nu există membri în echipă")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("before Embla arrives the track scrolls natively and its links work; Embla then starts at that slide, with nothing shifting", async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // Embla's module (its containScroll option) is held back until the visitor has scrolled and clicked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("containScroll")) await held;
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as Window & { shifts?: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await quietVisitor(page);
    await page.goto("/");
    const region = carousel(page, "Testimoniale");
    await region.scrollIntoViewIfNeeded();
    const slides = slidesOf(region);
    await expect(slides.first()).toBeInViewport({ ratio: 0.8 });
    const track = region.getByRole("group", { name: "Slide-urile: Testimoniale" });
    await track.hover();
    await page.mouse.wheel(700, 0); // a trackpad's sideways swipe: two slides on
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.8 });
    await region.getByRole("link", { name: "Slide-ul următor: Testimoniale" }).click();
    await expect(slides.nth(3)).toBeInViewport({ ratio: 0.8 });
    await expect(region).not.toHaveAttribute("data-ready");
    // A link scrolls the track smoothly: measure once it has come to rest.
    const settled = async () => {
      const first = await slides.nth(3).boundingBox();
      await page.waitForTimeout(300);
      return JSON.stringify(first) === JSON.stringify(await slides.nth(3).boundingBox());
    };
    await expect.poll(settled).toBe(true);
    const pageY = await page.evaluate(() => window.scrollY);
    const before = await slides.nth(3).boundingBox();

    release();
    await expect(region).toHaveAttribute("data-ready", "true");
    await expect(region.getByRole("button", { name: "Oprește derularea automată: Testimoniale" })).toBeVisible();
    // Embla shows the same slide at the same place (to a few pixels: a sideways wheel interrupted by
    // the link's scroll can leave the native track short of its snap point, which Embla lands on
    // exactly); the page did not move and the URL has no #fragment.
    const after = (await slides.nth(3).boundingBox())!;
    expect({ ...after, x: 0 }).toEqual({ ...before!, x: 0 });
    expect(Math.abs(after.x - before!.x)).toBeLessThanOrEqual(8);
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
    expect(await page.evaluate(() => ({ y: window.scrollY, hash: location.hash }))).toEqual({ y: pageY, hash: "" });
    expect(await page.evaluate(() => (window as Window & { shifts?: number[] }).shifts)).toEqual([]);
    // A phone shows every dot (wrapped), the current one marked.
    await expect(dotsOf(region)).toHaveCount(11);
    await expect(dotsOf(region).nth(3)).toHaveAttribute("aria-current", "true");
    await expect(dotsOf(region).last()).toBeInViewport();
    await region.getByRole("link", { name: "Slide-ul următor: Testimoniale" }).click();
    await expect(slides.nth(4)).toBeInViewport({ ratio: 0.8 });
    expect(errors).toEqual([]);
  });

  test("blog slider: page 1 of the posts, newest first, with arrows", async ({ page, request }) => {
    const errors = collectErrors(page);
    const posts = await newestPosts(request);
    await quietVisitor(page);
    await page.goto("/");
    const region = carousel(page, "Articole de blog");
    await ready(region);
    const slides = slidesOf(region);
    await expect(slides).toHaveCount(posts.length);
    for (const [index, post] of posts.entries()) {
      await expect(slides.nth(index).getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
    }
    await region.scrollIntoViewIfNeeded();
    // Three cards per row at 1280 px: the three newest are the ones on screen.
    for (const post of posts.slice(0, 3)) await expect(region.getByRole("link", { name: post.title })).toBeInViewport();
    await expect(region.getByRole("link", { name: posts[3].title })).not.toBeInViewport();
    await expect(region.getByRole("link", { name: "Slide-ul următor: Articole de blog" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("testimonials: the 11 fixed client testimonials are in the page", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    const region = carousel(page, "Testimoniale");
    await ready(region);
    expect(TESTIMONIALS).toHaveLength(11);
    await expect(region.getByTestId("testimonial")).toHaveCount(11);
    // Each carries its five-star rating as one named image.
    await expect(region.getByRole("img", { name: "Evaluare: 5 din 5 stele" })).toHaveCount(11);
    const stars = region.getByRole("img", { name: "Evaluare: 5 din 5 stele" }).first();
    await stars.scrollIntoViewIfNeeded();
    expect(await stars.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(88);
    for (const t of TESTIMONIALS) await expect(region.getByText(t.name, { exact: true })).toBeAttached();
    // The author's avatar is drawn from their initials by the stylesheet, a 48 px circle beside the name.
    const author = region.getByTestId("testimonial").first().locator("figcaption");
    const avatar = await author.evaluate((el) => {
      const style = getComputedStyle(el, "::before");
      return { content: style.content, width: style.width };
    });
    expect(TESTIMONIALS[0].name).toBe("Dr. Irina Constantinescu");
    expect(avatar.content).toContain('"IC"');
    expect(avatar.width).toBe("48px");
    await expect(author).toHaveText(`${TESTIMONIALS[0].name}${TESTIMONIALS[0].role}, ${TESTIMONIALS[0].company} · ${TESTIMONIALS[0].city}`);
    await expect(region.getByRole("button", { name: "Oprește derularea automată: Testimoniale" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("client logos, work process, CEO, mottos and the closing band with the entry prices", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    const logos = page.locator("section", { has: page.getByRole("heading", { name: /au ales să crească alături de noi/ }) });
    await expect(logos.getByRole("img", { name: "DentaVita" })).toBeVisible();
    await expect(logos.getByRole("img")).toHaveCount(CLIENT_LOGOS.length); // the marquee's copy is hidden from assistive tech
    // The marks are WebP copies (an SVG image would cost the page a hidden document each), lazy: those
    // in view are drawn, at twice their displayed height, and none is broken.
    const marks = logos.locator("img");
    await logos.scrollIntoViewIfNeeded(); // the section: the marquee itself never stands still
    for (const src of await marks.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((i) => i.getAttribute("src")))) {
      expect(src).toMatch(/^\/home\/clients\/[a-z-]+\.webp$/);
    }
    const drawn = () => marks.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((i) => i.complete).map((i) => i.naturalHeight));
    await expect.poll(async () => (await drawn()).length).toBeGreaterThanOrEqual(3);
    expect(new Set(await drawn())).toEqual(new Set([80]));
    await expect(logos.getByRole("checkbox", { name: "Oprește animația logo-urilor" })).toBeAttached();

    await expect(page.getByRole("heading", { name: "Un proces clar, de la primul audit la primul raport" })).toBeVisible();
    await expect(page.locator("#cum-lucram ol > li")).toHaveCount(WORK_PROCESS.length);

    const ceo = page.locator("section", { has: page.getByRole("heading", { name: CEO.heading }) });
    await expect(ceo.getByRole("img", { name: `${CEO.name}, ${CEO.role}` })).toBeVisible();
    await expect(ceo.getByText(CEO.quote)).toBeVisible();

    await expect(page.getByRole("heading", { name: MOTTOS.primary.title })).toBeVisible();
    const closing = page.locator("section#investitie");
    await expect(closing.getByRole("heading", { level: 2 })).toHaveText(MOTTOS.secondary.title);
    await expect(closing.getByRole("heading", { level: 3, name: "Website de prezentare" })).toBeVisible();
    await expect(closing.getByText("800", { exact: true })).toBeVisible();
    await expect(closing.getByText("1000", { exact: true })).toBeVisible();
    await expect(closing.getByText("800 de euro")).toBeVisible();
    await expect(closing.getByRole("link", { name: "Solicită o ofertă" })).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link", { name: "Vezi tarifele" })).toHaveAttribute("href", "/tarife");
    expect(errors).toEqual([]);
  });

  test("on a phone the sections below the first screen are drawn as the visitor scrolls to them, and their text is in the HTML", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const text of ["Idei practice de marketing, fără jargon", CEO.name, MOTTOS.primary.text]) expect(html).toContain(text);
    // The carousels' slides and their arrow and dot links are in the HTML; the pause button (autoplay needs
    // Embla) comes when each carousel starts.
    for (const member of TEAM) expect(html).toContain(`aria-label="${member.name} (`);
    expect(html).toContain(`aria-label="Afișează slide-ul ${TEAM.length} din ${TEAM.length}"`);
    expect(html).toContain('aria-label="Slide-ul următor: Echipa"');
    expect(html).not.toContain("derularea automată");

    await quietVisitor(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const drawn = (selector: string) =>
      page.locator(selector).evaluate((el) => el.closest(".below-the-fold")!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    const blog = page.locator("#blog");
    // First screen: the hero is drawn, the blog section (about 11,000 px down) is skipped, but it is in the
    // accessibility tree and the page already has its full height (no jump while scrolling).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await drawn("#blog")).toBe(false);
    await expect(page.getByRole("heading", { name: "Idei practice de marketing, fără jargon" })).toBeAttached();
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(heightBefore).toBeGreaterThan(10_000);

    await blog.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn("#blog")).toBe(true);
    await expect(blog.getByRole("heading", { name: "Idei practice de marketing, fără jargon" })).toBeInViewport();
    // The estimated heights are close to the real ones: the page keeps its length within a screen.
    const heightAfter = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(heightAfter - heightBefore)).toBeLessThan(844);
  });

  test("screenshots at 1280 and 390", async ({ page }) => {
    const errors = collectErrors(page);
    await quietVisitor(page);
    await page.goto("/");
    await ready(carousel(page, "Studii de caz"));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // Scroll through once so lazy images load before the full-page capture.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState("networkidle");
    }
    await screenshots(page, "home");
    expect(errors).toEqual([]);
  });
});

// Without JavaScript (ARCHITECTURE 15): each carousel is a CSS scroll-snap list and its arrows and dots are
// links to its slides, so every slide can be reached. Playwright's own `test` here: ours waits for React to
// hydrate the page, which never happens without scripts.
baseTest.describe("home carousels without JavaScript", () => {
  baseTest.use({ javaScriptEnabled: false });

  /** Every home carousel with arrows; the case studies and posts are counted from the page (other specs add some). */
  const CAROUSELS_TO_WALK = [
    { name: "Studii de caz", id: "carusel-studii-de-caz" },
    { name: "Echipa", id: "carusel-echipa" },
    { name: "Testimoniale", id: "carusel-testimoniale" },
    { name: "Articole de blog", id: "carusel-articole-de-blog" },
  ];
  /** Most of a slide is inside the track's visible part (its left gutter is clipped by design). */
  const shown = (slide: Locator) => expect(slide).toBeInViewport({ ratio: 0.8 });

  baseTest("each slide carries links to its two neighbours, and a dot per slide, in the server HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const [name, id, count] of [
      ["Echipa", "carusel-echipa", TEAM.length],
      ["Testimoniale", "carusel-testimoniale", TESTIMONIALS.length],
    ] as const) {
      for (let n = 1; n <= count; n++) {
        expect(html).toContain(`<a href="#${id}-slide-${n}" aria-label="Afișează slide-ul ${n} din ${count}"`);
        const prev = n === 1 ? count : n - 1;
        const next = n === count ? 1 : n + 1;
        expect(html).toMatch(
          new RegExp(`id="${id}-slide-${n}"[^]*?<a href="#${id}-slide-${prev}" aria-label="Slide-ul anterior: ${name}"[^>]*></a><a href="#${id}-slide-${next}" aria-label="Slide-ul următor: ${name}"`),
        );
      }
    }
    expect(html).not.toContain("derularea automată");
  });

  for (const width of [390, 1280]) {
    baseTest(`at ${width} px "next" walks every carousel to its last slide, "previous" goes round, and each dot reaches its slide`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto("/");
      for (const { name } of CAROUSELS_TO_WALK) {
        const region = carousel(page, name);
        await region.scrollIntoViewIfNeeded();
        const slides = slidesOf(region);
        const count = await slides.count();
        expect(count, name).toBeGreaterThan(3);
        await expect(region).not.toHaveAttribute("data-ready");
        await expect(region.getByRole("button")).toHaveCount(0);
        await shown(slides.first());
        await expect(slides.last()).not.toBeInViewport();

        // One "next" and one "previous" at a time: those of the slide in the address.
        const next = region.getByRole("link", { name: `Slide-ul următor: ${name}` });
        const prev = region.getByRole("link", { name: `Slide-ul anterior: ${name}` });
        for (let n = 1; n < count; n++) {
          await next.click();
          await expect(page).toHaveURL(new RegExp(`-slide-${n + 1}$`));
          await shown(slides.nth(n));
          // The page moves only to bring the slide below the sticky header; the arrows stay on screen.
          expect(await slides.nth(n).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);
          await expect(next).toBeInViewport();
        }
        await expect(slides.first()).not.toBeInViewport();
        await next.click();
        await shown(slides.first());
        await prev.click();
        await shown(slides.last());
        await prev.click();
        await shown(slides.nth(count - 2));
        // Only the track and the page scrolled: the section around it (which clips its background) did not.
        expect(await region.evaluate((el) => el.closest("section")?.scrollTop)).toBe(0);

        // Every dot shows, also on a phone (wrapped onto more rows), and takes to its slide.
        const dots = dotsOf(region);
        await expect(dots).toHaveCount(count);
        for (let n = 0; n < count; n++) {
          await expect(dots.nth(n)).toBeVisible();
          await dots.nth(n).click();
          await shown(slides.nth(n));
        }
        const box = (await region.boundingBox())!;
        for (let n = 0; n < count; n++) {
          const dot = (await dots.nth(n).boundingBox())!;
          expect(dot.x + dot.width, `${name}: dot ${n + 1} inside the carousel`).toBeLessThanOrEqual(box.x + box.width);
        }
      }
      await page.screenshot({ path: `e2e-screens/home-carousel-nojs-${width}.png` });
    });
  }
});
