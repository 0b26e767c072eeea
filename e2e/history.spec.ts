import { expect, test } from "./support/test";
import { request as requests, type APIRequestContext, type Page } from "@playwright/test";
import type { BlogPost } from "@/lib/dto/blog";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

const stamp = () => Date.now().toString(36);
const auth = async (request: APIRequestContext, who = E2E.admin) => ({ authorization: `Bearer ${await apiToken(request, who)}` });

async function createPost(request: APIRequestContext, title: string, status: "draft" | "published" = "published"): Promise<BlogPost> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  // A seeded article's image: the public list's checks that run later expect the newest card to have one.
  const { blogs } = (await (await request.get("/api/blog?page=1")).json()) as { blogs: Array<{ featuredImage: string | null }> };
  const featuredImage = blogs.find((post) => post.featuredImage)?.featuredImage ?? null;
  const res = await request.post("/api/blog", {
    headers: await auth(request),
    data: { title, slug, status, excerpt: "Rezumat.", content: "<p>Primul text al articolului.</p>", categories: ["SEO"], featuredImage, metaTitle: title.slice(0, 60), metaDescription: "Descriere." },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as BlogPost;
}

const storedPost = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/blog/${id}`, { headers: await auth(request) })).json()) as BlogPost;

const title = (page: Page) => page.getByLabel(/^Titlu/);
const save = (page: Page) => page.getByRole("button", { name: "Salvează articolul" });

test.describe("history: nothing typed or deleted is lost, and the log says who did what", () => {
  test("an editor whose session ends mid-article signs in again and gets the text back", async ({ page, request }) => {
    const post = await createPost(request, `Articol in lucru ${stamp()}`);
    await signIn(page, E2E.editor, `/blog/${post.id}`);
    await title(page).fill(`${post.title} cu titlu nou`);
    // The browser's copy is written a moment after the typing.
    await expect.poll(() => page.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith("agentie:ciorna:")))).toBe(true);

    // The session ends (signed out elsewhere, 12 hours passed); the editor reloads and meets the sign-in screen.
    await page.context().clearCookies();
    page.on("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByLabel("Adresa de e-mail").fill(E2E.editor.email);
    await page.getByLabel("Parola", { exact: true }).fill(E2E.editor.password);
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));

    const offer = page.getByRole("status").filter({ hasText: "Aveți modificări nesalvate din" });
    await expect(offer).toBeVisible();
    await expect(title(page)).toHaveValue(post.title);
    if (test.info().retry === 0) await screenshots(page, "modificari-nesalvate");
    await offer.getByRole("button", { name: "Restaurați" }).click();
    await expect(title(page)).toHaveValue(`${post.title} cu titlu nou`);
    await save(page).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/blog$`));
    expect((await storedPost(request, post.id)).title).toBe(`${post.title} cu titlu nou`);
  });

  test("two editors: the conflict names who saved, Istoric compares their versions and restores the first", async ({ page, browser, request, baseURL }) => {
    const post = await createPost(request, `Articol disputat ${stamp()}`);
    await signIn(page, E2E.admin, `/blog/${post.id}`);
    await expect(title(page)).toHaveValue(post.title);

    const colleague = await (await browser.newContext({ baseURL, locale: "ro-RO" })).newPage();
    await signIn(colleague, E2E.editor, `/blog/${post.id}`);
    await title(colleague).fill(`${post.title} scris de coleg`);
    await save(colleague).click();
    await expect(colleague).toHaveURL(/\/blog$/);
    await colleague.context().close();

    await page.getByLabel("Rezumat").fill("Rezumatul administratorului.");
    await save(page).click();
    await expect(page.getByText(`Salvată de ${E2E.editor.email},`)).toBeVisible();

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Încarcă versiunea nouă" }).click();
    await expect(title(page)).toHaveValue(`${post.title} scris de coleg`);

    await page.getByRole("button", { name: "Istoric" }).click();
    const history = page.getByRole("dialog", { name: "Istoricul versiunilor" });
    const boxes = history.getByRole("checkbox", { name: /Alege pentru comparare/ });
    await expect(boxes).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText(E2E.editor.email);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await history.getByRole("button", { name: "Compară" }).click();
    const comparison = history.getByRole("region", { name: "Comparația versiunilor" });
    await expect(comparison.locator("ins").filter({ hasText: "coleg" })).toBeVisible();
    if (test.info().retry === 0) await screenshots(page, "istoric-comparatie");

    await comparison.getByRole("button", { name: /^Restaurează/ }).first().click();
    await expect(title(page)).toHaveValue(post.title);
    await expect(page.getByText(/este acum în formular/)).toBeVisible();
    await save(page).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect((await storedPost(request, post.id)).title).toBe(post.title);
    const { revisions } = (await (await request.get(`/api/blog/${post.id}/revisions`, { headers: await auth(request) })).json()) as { revisions: { author_email: string }[] };
    expect(revisions.map((r) => r.author_email)).toEqual([E2E.admin.email, E2E.editor.email, E2E.admin.email]);
  });

  test("articles moved to Coș in bulk are gone from the site until an admin restores one, at its address", async ({ page, request, baseURL }) => {
    const first = await createPost(request, `Articol de sters ${stamp()}`);
    const second = await createPost(request, `Alt articol de sters ${stamp()}`);
    const visitor = await requests.newContext({ baseURL });
    expect((await visitor.get(`/blog/${first.slug}`, { maxRedirects: 0 })).status()).toBe(200);

    await signIn(page, E2E.admin, "/blog");
    await page.getByRole("checkbox", { name: `Selectează ${first.title}` }).check();
    await page.getByRole("checkbox", { name: `Selectează ${second.title}` }).check();
    await expect(page.getByText("2 elemente selectate")).toBeVisible();
    await page.getByLabel("Acțiune pentru selecție").selectOption("delete");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Aplică" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 elemente gata." })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: first.title })).toHaveCount(0);
    expect((await visitor.get(`/blog/${first.slug}`, { maxRedirects: 0 })).headers().location).toBe("/404");

    await page.getByRole("link", { name: "Coș" }).first().click();
    const row = page.getByRole("listitem").filter({ hasText: first.title });
    await expect(row).toContainText(`Șters de ${E2E.admin.email}`);
    await expect(page.getByRole("listitem").filter({ hasText: second.title })).toBeVisible();
    await row.getByRole("button", { name: `Restaurează ${first.title}` }).click();
    await expect(page.getByText("Elementul a fost restaurat.")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await visitor.get(`/blog/${first.slug}`, { maxRedirects: 0 })).status()).toBe(200);
    expect((await storedPost(request, first.id)).title).toBe(first.title);
  });

  test("an admin reads in Jurnal de activitate what they just changed, and follows it to the item", async ({ page, request }) => {
    const post = await createPost(request, `Articol jurnalizat ${stamp()}`);
    await signIn(page, E2E.admin, `/blog/${post.id}`);
    await page.getByLabel("Rezumat").fill("Rezumat schimbat pentru jurnal.");
    await save(page).click();
    await expect(page).toHaveURL(/\/blog$/);

    await page.getByRole("link", { name: "Jurnal de activitate" }).first().click();
    await page.getByLabel("Persoana").selectOption(E2E.admin.email);
    await page.getByLabel("Tipul").selectOption({ label: "Articol" });
    await page.getByLabel("Acțiunea").selectOption({ label: "Modificare" });
    await page.getByRole("button", { name: "Filtrează" }).click();
    await expect(page).toHaveURL(/entity=blog/);
    const entry = page.getByRole("listitem").filter({ hasText: `Articol „${post.title}”: modificare` }).first();
    await expect(entry).toContainText(E2E.admin.email);
    await expect(entry).toContainText("câmpuri: rezumat");
    if (test.info().retry === 0) await screenshots(page, "jurnal-de-activitate");
    await entry.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
    await expect(title(page)).toHaveValue(post.title);
  });
});
