import sharp from "sharp";
import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_BASE, apiToken, signIn } from "./support/portal";

// What search engines and social networks read: head tags from the meta fields, canonical URLs,
// Open Graph images of 1200 x 630, robots.txt, a sitemap that follows publishing, and JSON-LD.

const ARTICLE = {
  slug: "cum-alegi-cuvintele-cheie-potrivite",
  title: "Cum alegi cuvintele cheie potrivite pentru afacerea ta",
  metaTitle: "Cum alegi cuvintele cheie potrivite: ghid SEO",
  metaDescription:
    "Ghid practic de cercetare a cuvintelor cheie pentru IMM-uri: intenția de căutare, volum, dificultate și cum le împarți pe paginile site-ului.",
};
const SERVICE = { slug: "optimizare-seo", metaTitle: "Servicii SEO pentru IMM-uri și clinici medicale", faqs: 4 };
const CASE_STUDY = { slug: "clinica-stomatologica-programari-online", metaTitle: "Studiu de caz: clinică stomatologică, +212% programări" };
const DRAFT_POST = "tendinte-marketing-digital";
const DRAFT_CASE = "producator-mobilier-magazin-b2b";
const ATTACK = "</script><script>alert(1)</script>";

type JsonLdNode = Record<string, unknown> & { "@type": string };
type Post = { id: number; slug: string; title: string; updated_at: string };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const meta = (page: Page, attr: "name" | "property", key: string) => page.locator(`meta[${attr}="${key}"]`);

function postBody(title: string, slug: string, status: "draft" | "published") {
  return {
    title,
    slug,
    excerpt: "Un articol de test pentru harta site-ului.",
    content: "<p>Conținutul articolului de test, cu suficient text pentru a fi publicat.</p>",
    categories: ["SEO"],
    status,
    metaTitle: "Articol de test pentru sitemap",
    metaDescription: "Descrierea articolului de test pentru harta site-ului.",
  };
}

/** Every JSON-LD node of the page (arrays flattened); fails when a script is not valid JSON. */
async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(bodies.length).toBeGreaterThan(0);
  return bodies.flatMap((body) => {
    expect(body).not.toContain("<");
    const value = JSON.parse(body) as JsonLdNode | JsonLdNode[];
    return Array.isArray(value) ? value : [value];
  });
}

/** Fetches the og:image from this server (the absolute URL uses NEXT_PUBLIC_SITE_URL) and checks its size. */
async function expectOgImage(page: Page, request: APIRequestContext, type: string) {
  const url = new URL((await meta(page, "property", "og:image").first().getAttribute("content")) as string);
  await expect(meta(page, "property", "og:image:width").first()).toHaveAttribute("content", "1200");
  await expect(meta(page, "property", "og:image:height").first()).toHaveAttribute("content", "630");
  await expect(meta(page, "name", "twitter:image").first()).toHaveAttribute("content", /opengraph-image/);
  const response = await request.get(`${url.pathname}${url.search}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe(type);
  const info = await sharp(await response.body()).metadata();
  expect([info.width, info.height]).toEqual([1200, 630]);
  return url;
}

test.describe("SEO", () => {
  test("an article: title and description from its meta fields, canonical, Open Graph and Twitter", async ({ page, request }) => {
    await page.goto(`/blog/${ARTICLE.slug}`);
    // 45 characters: the brand suffix would pass 60, so the meta title is the whole title.
    await expect(page).toHaveTitle(ARTICLE.metaTitle);
    await expect(meta(page, "name", "description")).toHaveAttribute("content", ARTICLE.metaDescription);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical as string).pathname).toBe(`/blog/${ARTICLE.slug}`);
    await expect(meta(page, "property", "og:locale")).toHaveAttribute("content", "ro_RO");
    await expect(meta(page, "property", "og:type")).toHaveAttribute("content", "article");
    await expect(meta(page, "property", "og:title")).toHaveAttribute("content", ARTICLE.metaTitle);
    await expect(meta(page, "property", "og:description")).toHaveAttribute("content", ARTICLE.metaDescription);
    await expect(meta(page, "property", "og:url")).toHaveAttribute("content", canonical as string);
    await expect(meta(page, "property", "article:published_time")).toHaveAttribute("content", /^\d{4}-\d{2}-\d{2}T/);
    await expect(meta(page, "name", "twitter:card")).toHaveAttribute("content", "summary_large_image");
    const image = await expectOgImage(page, request, "image/jpeg");
    expect(image.pathname).toMatch(new RegExp(`^/blog/${ARTICLE.slug}/opengraph-image`));
  });

  test("service, case study and fixed pages: meta titles, canonical, ro_RO, the default card", async ({ page, request }) => {
    await page.goto(`/servicii/${SERVICE.slug}`);
    await expect(page).toHaveTitle(SERVICE.metaTitle);
    await expect(meta(page, "property", "og:locale")).toHaveAttribute("content", "ro_RO");
    await expectOgImage(page, request, "image/jpeg");

    await page.goto(`/studii-de-caz/${CASE_STUDY.slug}`);
    await expect(page).toHaveTitle(CASE_STUDY.metaTitle);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) as string).pathname).toBe(`/studii-de-caz/${CASE_STUDY.slug}`);

    await page.goto("/despre-noi");
    await expect(page).toHaveTitle("Despre noi: agenție de marketing online pentru IMM-uri");
    await expect(meta(page, "name", "description")).toHaveAttribute("content", /^Peste 15 specialiști/);
    await expect(meta(page, "property", "og:locale")).toHaveAttribute("content", "ro_RO");
    const card = await expectOgImage(page, request, "image/png");
    expect(card.pathname).toBe("/opengraph-image");

    await page.goto("/blog?category=Web+Development&page=1");
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) as string);
    expect(`${canonical.pathname}${canonical.search}`).toBe("/blog?category=Web+Development");
    // Short enough for the brand suffix.
    await expect(page).toHaveTitle("Articole Web Development | Agenție de marketing online");
  });

  test("every URL in the sitemap renders a title of at most 60 characters, the same in og:title and twitter:title", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1].replace(/&amp;/g, "&"));
      return `${url.pathname}${url.search}`;
    });
    expect(paths.length).toBeGreaterThan(40);
    const decode = (s: string) =>
      s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[e] ?? _);
    const tooLong: string[] = [];
    const mismatched: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]));
      expect(titles, path).toHaveLength(1);
      const [title] = titles;
      if (title.length > 60) tooLong.push(`${path}: ${title.length} "${title}"`);
      const og = decode(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? "");
      const twitter = decode(/<meta name="twitter:title" content="([^"]*)"/.exec(html)?.[1] ?? "");
      if (og !== title || twitter !== title) mismatched.push(`${path}: "${title}" / og "${og}" / twitter "${twitter}"`);
    }
    expect(tooLong).toEqual([]);
    expect(mismatched).toEqual([]);
  });

  test("robots.txt keeps crawlers out of the API, points to the sitemap and does not name the portal", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    // The whole file: no Disallow for the portal (it would advertise the path) and no Host line.
    expect(text).toMatch(/^User-Agent: \*\nAllow: \/\nDisallow: \/api\/\n\nSitemap: https?:\/\/[^\s/]+\/sitemap\.xml\n$/);
    expect(text).not.toContain("internal-admin");
    expect(text).not.toMatch(/^Host:/im);
  });

  test("the portal's pages tell search engines not to index or follow them", async ({ page, request }) => {
    const noindex = /<meta name="robots" content="noindex, nofollow"\/?>/;
    expect(await (await request.get(`${ADMIN_BASE}/login`)).text()).toMatch(noindex);
    await signIn(page);
    for (const path of ["/dashboard", "/blog", "/pages/new"]) {
      const response = await page.request.get(`${ADMIN_BASE}${path}`);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(noindex);
    }
  });

  test("a 404 page carries exactly one robots tag: noindex", async ({ page, request }) => {
    // An unknown path, a missing article (both redirected to /404) and a list page past its end (404 in place).
    for (const path of ["/nu-exista", "/blog/nu-exista", "/blog/pagina/SEO/99"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect((await response.text()).match(/<meta name="robots"[^>]*>/g), path).toEqual(['<meta name="robots" content="noindex"/>']);
    }
    // Rendered and hydrated, too.
    await page.goto("/nu-exista");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the sitemap lists every published URL and follows publishing, never drafts", async ({ request }) => {
    const first = await request.get("/sitemap.xml");
    expect(first.status()).toBe(200);
    const xml = await first.text();
    for (const path of [
      "/",
      "/despre-noi",
      "/tarife",
      "/contact",
      "/blog",
      "/studii-de-caz",
      "/echipa",
      "/politica-de-confidentialitate",
      "/termeni-si-conditii",
      "/politica-de-utilizare-cookies",
      "/marketing-medical",
      `/blog/${ARTICLE.slug}`,
      `/studii-de-caz/${CASE_STUDY.slug}`,
      `/servicii/${SERVICE.slug}`,
      "/servicii/audit-seo-tehnic",
    ]) {
      expect(xml, path).toMatch(new RegExp(`<loc>https?://[^<]+${escapeRe(path)}</loc>`));
    }
    expect(xml).not.toContain(`/blog/${DRAFT_POST}<`);
    expect(xml).not.toContain(`/studii-de-caz/${DRAFT_CASE}<`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    const published = (await (await request.get("/api/blog?page=1")).json()) as { total: number };
    expect((xml.match(/<loc>[^<]*\/blog\/[^<]+<\/loc>/g) ?? []).length).toBe(published.total);

    const token = await apiToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const slug = `articol-sitemap-${Date.now()}`;
    const created = await request.post("/api/blog", { headers: auth, data: postBody("Articol pentru sitemap", slug, "draft") });
    expect(created.status()).toBe(201);
    const draft = (await created.json()) as Post;
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/blog/${slug}<`);

    const publish = await request.put(`/api/blog/${draft.id}`, {
      headers: auth,
      data: { ...postBody("Articol pentru sitemap", slug, "published"), updated_at: draft.updated_at },
    });
    expect(publish.status()).toBe(200);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);
    expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

    expect((await request.delete(`/api/blog/${draft.id}`, { headers: auth })).status()).toBeLessThan(300);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/blog/${slug}<`);
  });

  test("JSON-LD on an article: BlogPosting and BreadcrumbList; the agency itself only on the home page", async ({ page }) => {
    await page.goto(`/blog/${ARTICLE.slug}`);
    const nodes = await jsonLd(page);
    const posting = nodes.find((n) => n["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: ARTICLE.title, description: ARTICLE.metaDescription, inLanguage: "ro-RO" });
    expect(String(posting?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList") as unknown as { itemListElement: Array<{ position: number; name: string; item: string }> };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Acasă", "Blog", ARTICLE.title]);
    expect(new URL(crumbs.itemListElement[2].item).pathname).toBe(`/blog/${ARTICLE.slug}`);
    expect(nodes.some((n) => n["@type"] === "ProfessionalService")).toBe(false);
    await page.goto("/");
    expect((await jsonLd(page)).map((n) => n["@type"])).toEqual(expect.arrayContaining(["ProfessionalService", "WebSite"]));
  });

  test("JSON-LD on a service: Service, FAQPage with every question, BreadcrumbList", async ({ page }) => {
    await page.goto(`/servicii/${SERVICE.slug}`);
    const nodes = await jsonLd(page);
    expect(nodes.find((n) => n["@type"] === "Service")).toMatchObject({ name: "Optimizare SEO" });
    const faq = nodes.find((n) => n["@type"] === "FAQPage") as unknown as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity).toHaveLength(SERVICE.faqs);
    expect(faq.mainEntity[0].name).toBe("Cât durează până văd rezultate SEO?");
    expect(faq.mainEntity[0].acceptedAnswer.text).not.toMatch(/<[a-z]/i);
    expect(nodes.some((n) => n["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("a title with </script> stays text: escaped JSON-LD, no script runs", async ({ page, request }) => {
    const token = await apiToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const slug = `titlu-periculos-${Date.now()}`;
    const title = `Test ${ATTACK}`;
    const created = await request.post("/api/blog", { headers: auth, data: postBody(title, slug, "published") });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as Post;

    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const posting = (await jsonLd(page)).find((n) => n["@type"] === "BlogPosting");
    expect(posting?.headline).toBe(title);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);

    expect((await request.delete(`/api/blog/${post.id}`, { headers: auth })).status()).toBeLessThan(300);
  });
});
