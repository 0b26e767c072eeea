import { expect, test } from "./support/test";
import { request as requests, type APIRequestContext } from "@playwright/test";
import type { BlogPost } from "@/lib/dto/blog";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

/** A visitor: no cookie of the writer's (an API write turns the writer's draft mode on, lib/server/revalidate.ts). */
const asVisitor = (baseURL: string | undefined) => requests.newContext({ baseURL });

const auth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiToken(request)}` });

async function createPost(request: APIRequestContext, slug: string, title: string, status: "draft" | "published"): Promise<BlogPost> {
  const res = await request.post("/api/blog", {
    headers: await auth(request),
    data: { title, slug, status, excerpt: "Rezumat.", content: "<p>Textul salvat.</p>", categories: ["SEO"], metaTitle: title.slice(0, 60), metaDescription: "Descriere." },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as BlogPost;
}

test.describe("publishing on time, and previews on the real page", () => {
  test("an article scheduled in Romanian time shows as Programat in the list and on the dashboard; visitors get /404 until then", async ({ page, request, baseURL }) => {
    const post = await createPost(request, "articol-de-vara", "Articol de vară programat", "draft");
    await signIn(page, undefined, `/blog/${post.id}`);
    await page.getByLabel("Status").selectOption("published");
    // 10:00 in Bucharest on 1 June is 07:00 UTC (summer time, +03:00), whatever the browser's zone.
    await page.getByLabel("Data publicării").fill("2030-06-01T10:00");
    await expect(page.getByText("Programat: apare pe site pe 1 iunie 2030 la 10:00 (ora României).")).toBeVisible();
    await page.getByRole("button", { name: "Salvează articolul" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/blog$`));
    const row = page.getByRole("row").filter({ hasText: "Articol de vară programat" });
    await expect(row.getByText("Programat", { exact: true })).toBeVisible();
    await expect(row.getByText("1 iunie 2030 la 10:00")).toBeVisible();
    const saved = (await (await request.get(`/api/blog/${post.id}`, { headers: await auth(request) })).json()) as BlogPost;
    expect(saved).toMatchObject({ status: "published", scheduled: true, publish_at: "2030-06-01T07:00:00.000Z" });

    const visitor = await (await asVisitor(baseURL)).get("/blog/articol-de-vara", { maxRedirects: 0 });
    expect([visitor.status(), visitor.headers().location]).toEqual([307, "/404"]);

    await page.getByRole("link", { name: "Dashboard" }).first().click();
    const scheduled = page.getByRole("region", { name: "Programate" });
    await expect(scheduled.getByRole("link", { name: /Articol de vară programat/ })).toContainText("1 iunie 2030 la 10:00");
  });

  test("an editor previews unsaved changes on the real page: the bar, never cached nor indexed; leaving shows what visitors see", async ({ page, request, baseURL }) => {
    const post = await createPost(request, "articol-previzualizat", "Titlul salvat", "published");
    await signIn(page, undefined, `/blog/${post.id}`);
    await page.getByLabel(/^Titlu/).fill("Titlul încă nesalvat");
    const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("button", { name: "Previzualizează pe site" }).click()]);
    await expect(preview).toHaveURL(/\/blog\/articol-previzualizat$/);
    await expect(preview.getByRole("heading", { level: 1, name: "Titlul încă nesalvat" })).toBeVisible();
    const bar = preview.getByRole("complementary", { name: "Previzualizare" });
    await expect(bar).toBeVisible();

    // The same browser's request (its cookies): private, no-store and noindex; a visitor still gets the saved page.
    const seen = await preview.context().request.get("/blog/articol-previzualizat");
    expect(seen.headers()["cache-control"]).toMatch(/private.*no-store|no-store.*private/);
    expect(seen.headers()["x-robots-tag"]).toBe("noindex");
    expect(await (await (await asVisitor(baseURL)).get("/blog/articol-previzualizat")).text()).not.toContain("Titlul încă nesalvat");
    if (test.info().retry === 0) await screenshots(preview, "previzualizare-articol");

    await bar.getByRole("button", { name: "Ieși din previzualizare" }).click();
    await expect(preview.getByRole("heading", { level: 1, name: "Titlul salvat" })).toBeVisible();
    await expect(preview.getByRole("complementary", { name: "Previzualizare" })).toHaveCount(0);
  });

  test("a saved draft opens on its page through /api/preview for staff only", async ({ page, request, baseURL }) => {
    await createPost(request, "ciorna-de-previzualizat", "Ciornă de previzualizat", "draft");
    const visitorContext = await asVisitor(baseURL);
    expect((await visitorContext.get("/api/preview?path=/blog/ciorna-de-previzualizat", { maxRedirects: 0 })).status()).toBe(401);
    const visitor = await visitorContext.get("/blog/ciorna-de-previzualizat", { maxRedirects: 0 });
    expect(visitor.status()).toBe(307);

    await signIn(page);
    await page.goto("/api/preview?path=/blog/ciorna-de-previzualizat");
    await expect(page).toHaveURL(/\/blog\/ciorna-de-previzualizat$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ciornă de previzualizat" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Previzualizare" })).toBeVisible();
  });
});
