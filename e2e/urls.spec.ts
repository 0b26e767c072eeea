import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";
import type { BlogPost } from "@/lib/dto/blog";
import type { RedirectDto, RedirectList } from "@/lib/dto/redirect";
import { REDIRECT_MSG } from "@/lib/validation/redirect";
import { apiToken, screenshots, signIn } from "./support/portal";

const auth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiToken(request)}` });

/** Every Location header of a response: exactly one on every redirect. */
const locations = (headers: Array<{ name: string; value: string }>) => headers.filter((h) => h.name.toLowerCase() === "location").map((h) => h.value);

async function findRedirect(request: APIRequestContext, from: string): Promise<RedirectDto | undefined> {
  const res = await request.get(`/api/redirects?q=${encodeURIComponent(from)}`, { headers: await auth(request) });
  return ((await res.json()) as RedirectList).redirects.find((r) => r.from === from);
}

test.describe("URLs that keep their rank", () => {
  test("an old address answers 301 to its target, query kept, one Location, no page render; its visits are counted", async ({ request }) => {
    const headers = await auth(request);
    const created = await request.post("/api/redirects", { headers, data: { from: "/2019/05/oferta-veche", to: "/tarife", code: 301 } });
    expect(created.status()).toBe(201);
    const res = await request.get("/2019/05/oferta-veche?utm_source=newsletter", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(locations(res.headersArray())).toEqual(["/tarife?utm_source=newsletter"]);
    await expect.poll(async () => (await findRedirect(request, "/2019/05/oferta-veche"))?.hits).toBe(1);

    const gone = await request.post("/api/redirects", { headers, data: { from: "/promotie-2019", code: 410 } });
    expect(gone.status()).toBe(201);
    const goneRes = await request.get("/promotie-2019", { maxRedirects: 0 });
    expect(goneRes.status()).toBe(410);
    expect(await goneRes.text()).toContain("Pagina a fost ștearsă");
  });

  test("a published article's new slug: the old URL answers 301 to the new one; a missing article goes to /404 with one Location", async ({ request, page }) => {
    const headers = await auth(request);
    const created = await request.post("/api/blog", {
      headers,
      data: { title: "Ghid de redirecționări", slug: "ghid-redirectionari-vechi", status: "published", excerpt: "Rezumat.", content: "<p>Text</p>", categories: ["SEO"], metaTitle: "Ghid", metaDescription: "Ghid." },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as BlogPost;
    // A visitor had the old URL cached by then.
    expect((await request.get("/blog/ghid-redirectionari-vechi")).status()).toBe(200);
    const renamed = await request.put(`/api/blog/${post.id}`, { headers, data: { ...post, slug: "ghid-redirectionari" } });
    expect(renamed.status()).toBe(200);

    const res = await request.get("/blog/ghid-redirectionari-vechi", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(locations(res.headersArray())).toEqual(["/blog/ghid-redirectionari"]);
    await page.goto("/blog/ghid-redirectionari-vechi");
    await expect(page).toHaveURL(/\/blog\/ghid-redirectionari$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ghid de redirecționări" })).toBeVisible();

    const missing = await request.get("/blog/articol-care-nu-a-existat", { maxRedirects: 0 });
    expect(missing.status()).toBe(307);
    expect(locations(missing.headersArray())).toEqual(["/404"]);
  });

  test("the blog announces its RSS feeds, which a reader can fetch", async ({ page, request }) => {
    await page.goto("/blog?category=SEO");
    const feeds = await page.locator('link[rel="alternate"][type="application/rss+xml"]').evaluateAll((links) => links.map((l) => new URL(l.getAttribute("href") ?? "").pathname + new URL(l.getAttribute("href") ?? "").search));
    expect(feeds).toEqual(["/blog/rss.xml?categorie=seo", "/blog/rss.xml"]);
    const res = await request.get("/blog/rss.xml?categorie=seo");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(await res.text()).toMatch(/<item>[\s\S]*<category>(<!\[CDATA\[)?SEO(\]\]>)?<\/category>/);
  });

  for (const width of [1280, 390]) {
    test(`${width} px: an admin adds a redirect, finds it, imports a CSV with a bad row and reads why`, async ({ page }, testInfo) => {
      const from = `/pagina-din-portal-${width}`;
      await signIn(page, undefined, "/redirects");
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("link", { name: "Adaugă redirecționare" }).first().click();
      await page.getByLabel("Adresa veche").fill("pagina-fara-slash");
      await page.getByLabel("Destinația").fill("/contact");
      await page.getByRole("button", { name: "Salvează redirecționarea" }).click();
      await expect(page.getByText(REDIRECT_MSG.fromPath)).toBeVisible();
      await page.getByLabel("Adresa veche").fill(from);
      await page.getByRole("button", { name: "Salvează redirecționarea" }).click();
      await expect(page.getByText(REDIRECT_MSG.created)).toBeVisible();

      await page.getByLabel("Caută după adresă").fill(from);
      await page.getByRole("button", { name: "Caută" }).click();
      await expect(page.getByRole("cell", { name: from, exact: true })).toBeVisible();

      await page.getByLabel("Importă CSV").setInputFiles({
        name: "redirectionari.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`from,to,code\r\n/csv-${width}-bun,/blog,301\r\n/contact,/blog,301\r\n`),
      });
      const report = page.getByRole("status").filter({ hasText: "Import CSV" });
      await expect(report).toContainText("o redirecționare salvată, un rând refuzat");
      await expect(report).toContainText(`Rândul 3 (/contact): ${REDIRECT_MSG.fromLive}`);
      if (testInfo.retry === 0) await screenshots(page, `portal-redirectionari-${width}`);
    });
  }
});
