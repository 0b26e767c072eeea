import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_BASE, apiToken, screenshots } from "./support/portal";

// The public content routes on the seeded production build: what a visitor sees on each page, the
// blog filters and pagination, and the /404 handling of missing or unpublished items.

const ARTICLE = { slug: "cum-alegi-cuvintele-cheie-potrivite", title: "Cum alegi cuvintele cheie potrivite pentru afacerea ta" };
const CASE_STUDY = {
  slug: "clinica-stomatologica-programari-online",
  title: "Clinică stomatologică: de trei ori mai multe programări online",
  industry: "Medical",
  period: "Martie 2023 - Prezent",
};
const SERVICE = { slug: "optimizare-seo", title: "Optimizare SEO", subService: "Audit SEO tehnic", subSlug: "audit-seo-tehnic" };
const PAGE_SIZE = 9;

type BlogList = { blogs: Array<{ title: string; slug: string; excerpt: string; categories: string[] }>; totalPages: number; total: number };

/** The public API's view of the blog list: what the page must show (other specs may have added posts). */
async function publishedPosts(request: APIRequestContext, params: Record<string, string> = {}): Promise<BlogList> {
  const response = await request.get(`/api/blog?${new URLSearchParams({ page: "1", ...params })}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as BlogList;
}

function articlesLabel(n: number): string {
  if (n === 1) return "1 articol";
  return n % 100 >= 20 || n % 100 === 0 ? `${n} de articole` : `${n} articole`;
}

/** Console errors and uncaught exceptions of one page, for the "no console errors" checks. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

/** A returning visitor: cookie choice made and the chat widget already shown, so no overlay hides the page. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: new Date().toISOString() }),
    );
    window.sessionStorage.setItem("chat-widget-shown", "1");
  });
}

/** Opens a path that must end on the 404 page: final URL /404, status 404, a link home. */
async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Înapoi la pagina principală" })).toHaveAttribute("href", "/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

const cards = (page: Page) => page.locator("main article");

test.describe("Pagini publice de conținut", () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test("/despre-noi: page texts, figures, values, team teaser", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/despre-noi");
    await expect(page.getByRole("heading", { level: 1, name: "Despre noi" })).toBeVisible();
    await expect(page.getByText("Suntem o echipă de peste 15 specialiști în marketing online.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "O agenție construită în jurul rezultatelor" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cifrele care ne definesc" })).toBeVisible();
    await expect(page.getByText("15000%+").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Valorile după care lucrăm" })).toBeVisible();
    await expect(page.getByText("Andrei Popescu")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cunoaște toată echipa" })).toHaveAttribute("href", "/echipa");
    await screenshots(page, "public-despre-noi");
    expect(errors).toEqual([]);
  });

  test("/echipa: every member with photo, title and keyword", async ({ page, request }) => {
    const errors = watchErrors(page);
    const team = (await (await request.get("/api/team")).json()) as unknown[];
    await page.goto("/echipa");
    await expect(page.getByRole("heading", { level: 1, name: "Echipa" })).toBeVisible();
    const members = page.locator("main article");
    await expect(members).toHaveCount(team.length);
    const first = members.first();
    await expect(first.getByRole("heading", { name: "Andrei Popescu" })).toBeVisible();
    await expect(first.getByText("CEO și fondator")).toBeVisible();
    await expect(first.getByText("Strategie", { exact: true })).toBeVisible();
    await expect(first.getByRole("img", { name: /Andrei Popescu/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oameni, nu doar servicii" })).toBeVisible();
    await screenshots(page, "public-echipa");
    expect(errors).toEqual([]);
  });

  test("/blog: cards with image, categories, title, date and excerpt, in the API's order", async ({ page, request }) => {
    const errors = watchErrors(page);
    const list = await publishedPosts(request);
    expect(list.totalPages).toBeGreaterThan(1);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const first = cards(page).first();
    const newest = list.blogs[0];
    await expect(first.getByRole("link", { name: newest.title })).toHaveAttribute("href", `/blog/${newest.slug}`);
    // .first(): a card without a cover image repeats its first category on the drawn cover.
    for (const category of newest.categories) await expect(first.getByText(category, { exact: true }).first()).toBeVisible();
    await expect(first.locator("time")).toHaveText(/^\d{1,2} \S+ \d{4}$/);
    await expect(first.locator("img")).toHaveCount(1);
    await expect(first.locator("p").last()).toHaveText(newest.excerpt);
    await expect(page.getByText(`${articlesLabel(list.total)} · pagina 1 din ${list.totalPages}`)).toBeVisible();
    await screenshots(page, "public-blog");
    expect(errors).toEqual([]);
  });

  test("/blog pagination: page 2 holds the next posts, links are crawlable", async ({ page, request }) => {
    const second = await publishedPosts(request, { page: "2" });
    await page.goto("/blog");
    const pagination = page.getByRole("navigation", { name: "Paginare articole" });
    await expect(pagination.locator('[aria-current="page"]')).toHaveText("Pagina 1");
    await expect(pagination.getByRole("link", { name: "Prima pagină" })).toHaveCount(0);
    await pagination.getByRole("link", { name: "Pagina 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText("Pagina 2");
    await expect(cards(page)).toHaveCount(second.blogs.length);
    await expect(cards(page).getByRole("heading")).toHaveText(second.blogs.map((b) => b.title));
    await expect(pagination.getByRole("link", { name: "Prima pagină" })).toHaveAttribute("href", "/blog");
    await expect(pagination.getByRole("link", { name: "Pagina anterioară" })).toHaveAttribute("href", "/blog");
    await expect(pagination.getByRole("link", { name: "Ultima pagină" })).toHaveCount(second.totalPages > 2 ? 1 : 0);
  });

  test("/blog category filter: only matching posts, URL with +, back to page 1", async ({ page, request }) => {
    const ppc = await publishedPosts(request, { category: "PPC" });
    const social = await publishedPosts(request, { category: "Social Media Management" });
    await page.goto("/blog?page=2");
    const filters = page.getByRole("navigation", { name: "Categorii articole" });
    await expect(filters.getByRole("link", { name: "Toate" })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: "PPC", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?category=PPC$/);
    await expect(page.getByRole("heading", { level: 2, name: "Articole din categoria PPC" })).toBeVisible();
    await expect(cards(page)).toHaveCount(ppc.blogs.length);
    expect(ppc.blogs.length).toBeGreaterThan(0);
    for (const card of await cards(page).all()) await expect(card.getByText("PPC", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: ARTICLE.title })).toHaveCount(0);

    await filters.getByRole("link", { name: "Social Media Management" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Social\+Media\+Management$/);
    await expect(filters.getByRole("link", { name: "Social Media Management" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(social.blogs.length);
    for (const card of await cards(page).all()) await expect(card.getByText("Social Media Management", { exact: true })).toBeVisible();

    await filters.getByRole("link", { name: "Toate" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test("/blog with an unknown category or a bad page lands on the cached canonical list, valid keys kept", async ({ page, request }) => {
    // The middleware answers these itself (lib/list-routes.ts): a permanent redirect anyone may keep for a day, no render.
    for (const [path, target] of [
      ["/blog?category=junk", "/blog"],
      ["/blog?category=junk&page=2&utm_source=nl", "/blog?page=2&utm_source=nl"],
      ["/blog?page=abc", "/blog"],
      ["/blog?category=SEO&category=PPC", "/blog?category=SEO"],
      ["/studii-de-caz?page=0", "/studii-de-caz"],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers()["location"], path).toBe(target);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=86400");
    }

    const response = await page.goto("/blog?category=junk");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 2, name: "Toate articolele" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Categorii articole" }).getByRole("link", { name: "Toate" })).toHaveAttribute("aria-current", "page");
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) as string);
    expect(`${canonical.pathname}${canonical.search}`).toBe("/blog");
    // The landing page is the cached list, not a render per visit.
    await request.get("/blog");
    expect((await request.get("/blog")).headers()["x-nextjs-cache"]).toBe("HIT");
  });

  test("/blog/{slug}: the article layout, breadcrumbs and related articles", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/blog/${ARTICLE.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
    const hero = page.locator("main article header").first();
    await expect(hero.getByText("SEO", { exact: true })).toBeVisible();
    await expect(hero.locator("time")).toHaveText(/\d{4}$/);
    await expect(page.getByRole("link", { name: "Citește mai mult" })).toHaveAttribute("href", "#continut-articol");
    await expect(page.locator("#continut-articol .rich-content")).toContainText("intenție");
    const crumbs = page.getByRole("navigation", { name: "Fir de navigare" });
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 2, name: "Articole similare" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby='related-title'] article")).toHaveCount(3);
    await screenshots(page, "public-blog-article");
    expect(errors).toEqual([]);
  });

  test("/studii-de-caz: list cards, /studii-de-caz/{slug} with Industrie: and the period", async ({ page, request }) => {
    const errors = watchErrors(page);
    const list = (await (await request.get("/api/case-studies?page=1")).json()) as { caseStudies: unknown[] };
    await page.goto("/studii-de-caz");
    await expect(page.getByRole("heading", { level: 1, name: "Studii de caz" })).toBeVisible();
    await expect(cards(page)).toHaveCount(list.caseStudies.length);
    await expect(page.getByRole("link", { name: "Producător de mobilier" })).toHaveCount(0);
    await screenshots(page, "public-studii-de-caz");

    await page.getByRole("link", { name: CASE_STUDY.title }).click();
    await expect(page).toHaveURL(new RegExp(`/studii-de-caz/${CASE_STUDY.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: CASE_STUDY.title })).toBeVisible();
    await expect(page.getByText("Industrie:")).toBeVisible();
    await expect(page.getByText(CASE_STUDY.industry, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(CASE_STUDY.period)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Alte studii de caz" })).toBeVisible();
    await screenshots(page, "public-studiu-de-caz");
    expect(errors).toEqual([]);
  });

  test("the lists with a query string come from Next's cache, the writer sees a portal write at once and visitors right after, and the cache paths are not pages", async ({ request, playwright, baseURL }) => {
    const cacheState = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return { cache: response.headers()["x-nextjs-cache"], html: await response.text() };
    };
    for (const path of ["/studii-de-caz", "/studii-de-caz?page=1", "/blog?category=SEO", "/blog?page=1"]) {
      await cacheState(path);
      expect((await cacheState(path)).cache, path).toBe("HIT");
    }
    // Campaign tags do not cost a render: the list is the cached one, the tags stay in the address.
    for (const path of ["/studii-de-caz?page=1&utm_source=x", "/blog?utm_source=newsletter&utm_medium=email"]) {
      await cacheState(path);
      expect((await cacheState(path)).cache, path).toBe("HIT");
    }
    // An invalid page number is not rendered at all: the middleware redirects it to the cached list.
    expect((await request.get("/studii-de-caz?page=0", { maxRedirects: 0 })).status()).toBe(308);
    for (const path of ["/studii-de-caz/pagina/1", "/blog/pagina/toate/1"]) expect((await request.get(path)).status(), path).toBe(404);

    // A visitor of our own, without the writer's cookies.
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get("/studii-de-caz")).headers()["x-nextjs-cache"]).toBe("HIT");

    const headers = { authorization: `Bearer ${await apiToken(request)}` };
    const stamp = Date.now();
    const title = `Studiu de caz proaspăt ${stamp}`;
    const created = await request.post("/api/case-studies", {
      headers,
      data: {
        title,
        slug: `studiu-proaspat-${stamp}`,
        excerpt: "Publicat chiar acum.",
        content: "<p>Rezultate.</p>",
        status: "published",
        industry: "Retail",
        services: ["SEO"],
        client: "Magazin de test",
        perioada: "2026",
        metaTitle: "Studiu de caz proaspăt",
        metaDescription: "Un studiu de caz publicat de test.",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      const firstPage = (await (await request.get("/api/case-studies?page=1")).json()) as { caseStudies: Array<{ title: string }> };
      expect(firstPage.caseStudies.map((c) => c.title)).toContain(title);
      // The writer's next look renders the saved content, past the cache (draft mode, never stored).
      const own = await request.get("/studii-de-caz");
      expect(await own.text()).toContain(title);
      expect(own.headers()["cache-control"]).toContain("no-store");
      // A visitor gets the previous version at most once, while it regenerates in the background.
      await expect.poll(async () => (await visitor.get("/studii-de-caz")).text()).toContain(title);
      expect((await visitor.get("/studii-de-caz")).headers()["x-nextjs-cache"]).toBe("HIT");
    } finally {
      expect((await request.delete(`/api/case-studies/${id}`, { headers })).status()).toBe(200);
    }
    expect(await (await request.get("/studii-de-caz?page=1")).text()).not.toContain(title);
    await expect.poll(async () => (await visitor.get("/studii-de-caz?page=1")).text()).not.toContain(title);
    await visitor.dispose();
  });

  test("after a first visit, pages come from Next's cache, compressed, with the site's headers, and build assets are immutable", async ({ request }) => {
    for (const path of ["/", `/blog/${ARTICLE.slug}`]) {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const html = await first.text();
      // The whole page in document order: nothing is streamed to the end and moved by a script, so a
      // reader without JavaScript gets the footer where it belongs.
      expect(html, path).not.toMatch(/<div hidden id="S:/);
      expect(html, path).not.toContain("$RC(");
      await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path }).toBe("HIT");
      const cached = await request.get(path, { headers: { "accept-encoding": "gzip" } });
      expect(cached.headers()["content-encoding"], path).toBe("gzip");
      expect(cached.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(cached.headers()["cache-control"], path).toMatch(/^s-maxage=60, stale-while-revalidate=/);
      const etag = cached.headers().etag;
      expect((await request.get(path, { headers: { "if-none-match": etag } })).status(), path).toBe(304);

      const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script, path).toBeDefined();
      expect((await request.get(script!)).headers()["cache-control"]).toContain("immutable");
    }
    // The portal and the API are never cached by a shared cache (the API says no-store to anyone signed in).
    expect((await request.get("/api/blog?page=1")).headers()["cache-control"] ?? "").not.toMatch(/public|s-maxage/);
    expect((await request.get(`${ADMIN_BASE}/login`)).headers()["cache-control"]).toContain("no-store");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("a page from the cache works as usual: links do not prefetch, the menu opens, a link navigates on the client", async ({ page, request }) => {
      const path = `/blog/${ARTICLE.slug}`;
      await request.get(path);
      await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"]).toBe("HIT");
      const errors = watchErrors(page);
      // Links do not prefetch the pages they point to (components/public/site-link.tsx).
      const prefetches: string[] = [];
      page.on("request", (r) => {
        if (r.headers()["next-router-prefetch"] !== undefined) prefetches.push(r.url());
      });
      const response = await page.goto(path);
      expect(response?.headers()["x-nextjs-cache"]).toBe("HIT");
      await expect(page.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(1000);
      expect(prefetches).toEqual([]);

      // Hydrated: the menu opens, and a link navigates on the client without reloading the page.
      await page.getByRole("button", { name: "Deschide meniul" }).click();
      await expect(page.getByRole("dialog", { name: "Meniu" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("navigation", { name: "Fir de navigare" }).getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  test("/servicii/{slug}: hero, content, sub-services and an FAQ that keeps one answer open", async ({ page, request }) => {
    const errors = watchErrors(page);
    const service = (await (await request.get(`/api/services/${SERVICE.slug}`)).json()) as { faqs: unknown[] };
    expect(service.faqs.length).toBeGreaterThan(2);
    await page.goto(`/servicii/${SERVICE.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: SERVICE.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Servicii SEO care aduc clienți, nu doar vizite" })).toBeVisible();
    await expect(page.getByRole("link", { name: SERVICE.subService })).toHaveAttribute("href", `/servicii/${SERVICE.subSlug}`);

    const faq = page.locator("section[aria-labelledby='serviciu-faq'] details");
    await expect(faq).toHaveCount(service.faqs.length);
    const summaries = faq.locator("summary");
    await summaries.nth(1).click();
    await expect(faq.nth(1)).toHaveAttribute("open", "");
    await expect(faq.nth(1).locator(".rich-content")).toBeVisible();
    await expect(page.locator("section[aria-labelledby='serviciu-faq'] details[open]")).toHaveCount(1);
    await summaries.last().click();
    await expect(faq.last()).toHaveAttribute("open", "");
    await expect(faq.nth(1)).not.toHaveAttribute("open", "");
    await expect(page.locator("section[aria-labelledby='serviciu-faq'] details[open]")).toHaveCount(1);
    await screenshots(page, "public-serviciu");

    await page.getByRole("link", { name: SERVICE.subService }).click();
    await expect(page).toHaveURL(new RegExp(`/servicii/${SERVICE.subSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: SERVICE.subService })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Fir de navigare" });
    await expect(crumbs.getByRole("link", { name: SERVICE.title })).toHaveAttribute("href", `/servicii/${SERVICE.slug}`);
    expect(errors).toEqual([]);
  });

  for (const legal of [
    { path: "/politica-de-confidentialitate", name: "Politica de confidențialitate", text: "Cine suntem", shot: "public-confidentialitate" },
    { path: "/termeni-si-conditii", name: "Termeni și condiții", text: "Informații generale", shot: "public-termeni" },
    { path: "/politica-de-utilizare-cookies", name: "Politica de utilizare cookies", text: "cookie", shot: "public-cookies" },
  ]) {
    test(`${legal.path}: the legal text from the pages list`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.name })).toBeVisible();
      await expect(page.locator("main .rich-content")).toContainText(legal.text);
      // The operator's identification comes from "Setări" (the demo agency's until an admin saves it).
      await expect(page.getByRole("region", { name: "Date de identificare" })).toContainText("Agenția Digitală Exemplu SRL");
      await expect(page.getByText(/Ultima actualizare: \d+ \S+ \d{4}/)).toBeVisible();
      await screenshots(page, legal.shot);
      expect(errors).toEqual([]);
    });
  }

  test("/politica-de-utilizare-cookies reopens the cookie choice", async ({ page }) => {
    await page.goto("/politica-de-utilizare-cookies");
    const dialog = page.getByRole("dialog", { name: "Cookie-uri și confidențialitate" });
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Modifică preferințele cookie" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Salvează preferințele" })).toBeVisible();
  });

  test("/{slug}: a CMS page from the pages list (marketing-medical)", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/marketing-medical");
    await expect(page.getByRole("heading", { level: 1, name: "Marketing medical" })).toBeVisible();
    await expect(page.getByText("Mai mulți pacienți pentru clinica ta")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ce facem pentru clinicile medicale" })).toBeVisible();
    await screenshots(page, "public-pagina-cms");
    expect(errors).toEqual([]);
  });
});

test.describe("404", () => {
  test("a missing article, case study, service or page redirects to /404 with status 404", async ({ page }) => {
    await expectNotFound(page, "/blog/articol-care-nu-exista");
    await expectNotFound(page, "/studii-de-caz/studiu-care-nu-exista");
    await expectNotFound(page, "/servicii/serviciu-care-nu-exista");
    await expectNotFound(page, "/pagina-care-nu-exista");
    await expectNotFound(page, "/blog/Titlu%20Invalid");
    await screenshots(page, "public-404");
  });

  test("any other path shows the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/nu/exista/deloc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" })).toBeVisible();
    await page.getByRole("link", { name: "Înapoi la pagina principală" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the server's HTML of every unknown path is the whole 404 page: lang ro, one header, one main, the link home", async ({ request }) => {
    for (const path of ["/a/b/c", "/contact/extra", "/tarife/pachet/x", "/blog/pagina/toate/1", "/_acasa", "/404", "/pagina-care-nu-exista"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"], path).toContain("no-store");
      const html = await response.text();
      expect(html, path).toMatch(/<html lang="ro"/);
      expect(html.match(/<header[\s>]/g), path).toHaveLength(1);
      expect(html.match(/<main[\s>]/g), path).toHaveLength(1);
      expect(html, path).toContain("Pagina nu a fost găsită</h1>");
      expect(html, path).toMatch(/<a[^>]+href="\/"[^>]*>(?:(?!<\/a>).)*Înapoi la pagina principală/s);
    }
  });

  test("each audience has its own shell: the portal's sign-in carries nothing of the public site, a public page not the 404 page's sections", async ({ request }) => {
    const login = await (await request.get("/internal-admin-portalv1.0.1/login")).text();
    for (const part of ["site-json-ld", "consent-defaults", "Meniu principal", "Sari la conținut", "Pagina nu a fost găsită"]) expect(login, part).not.toContain(part);
    expect(login).toContain("Autentificare");
    const home = await (await request.get("/")).text();
    // The 404 page's "Sau poate căutai" sections live in its own page only, not in every page's payload.
    expect(home).not.toContain("Sau poate căutai");
  });

  test("a missing page's redirect to /404 is cached for a minute, not a year, so a page published later shows up", async ({ request }) => {
    for (const path of ["/pagina-care-nu-exista", "/blog/articol-care-nu-exista"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      // One Location, answered before any render (lib/url-resolver.ts), not Next's doubled ISR redirect.
      expect(response.headersArray().filter((h) => h.name.toLowerCase() === "location").map((h) => h.value), path).toEqual(["/404"]);
      expect(response.headers()["cache-control"], path).toMatch(/^s-maxage=60(,|$)/);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the 404 page shows its content and leads home", async ({ page }) => {
      const response = await page.goto("/nu/exista/deloc", { waitUntil: "load" });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" })).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCount(1);
      await page.getByRole("link", { name: "Înapoi la pagina principală" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  test("a draft article and a draft case study are not public", async ({ page, request }) => {
    const token = await apiToken(request);
    const blog = await request.get("/api/blog?publishedOnly=false&perPage=100", { headers: { authorization: `Bearer ${token}` } });
    expect(blog.status()).toBe(200);
    const drafts = ((await blog.json()) as { blogs: Array<{ slug: string; status: string }> }).blogs.filter((b) => b.status === "draft");
    expect(drafts.length).toBeGreaterThan(0);
    await expectNotFound(page, `/blog/${drafts[0].slug}`);

    const cases = await request.get("/api/case-studies?publishedOnly=false&perPage=100", { headers: { authorization: `Bearer ${token}` } });
    expect(cases.status()).toBe(200);
    const caseDrafts = ((await cases.json()) as { caseStudies: Array<{ slug: string; status: string }> }).caseStudies.filter((c) => c.status === "draft");
    expect(caseDrafts.length).toBeGreaterThan(0);
    await expectNotFound(page, `/studii-de-caz/${caseDrafts[0].slug}`);

    await page.goto("/blog");
    await expect(page.locator(`a[href="/blog/${drafts[0].slug}"]`)).toHaveCount(0);
  });
});
