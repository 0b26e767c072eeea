import sharp from "sharp";
import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, expectItemNotFound, screenshots, signIn } from "./support/portal";

const BLOG = `${ADMIN_BASE}/blog`;
const REQUIRED = "Acest câmp este obligatoriu";
const DUPLICATE = "Acest slug este deja folosit. Vă rugăm să alegeți altul.";
const STALE = "Altcineva a salvat între timp o versiune nouă.";
const SEEDED_DRAFT = "Tendințe în marketingul digital pentru anul următor";
const SEEDED_PUBLISHED = "Cum alegi cuvintele cheie potrivite pentru afacerea ta";
const OLDEST_SEEDED = "De la vizitator la client: pâlnia de vânzări pentru IMM-uri";

type Post = { id: number; title: string; slug: string; content: string; categories: string[]; status: string; featuredImage: string | null; updated_at: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 100)}`;

async function createPostViaApi(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<Post> {
  const token = await apiToken(request);
  const response = await request.post("/api/blog", {
    headers: { authorization: `Bearer ${token}` },
    data: { title, excerpt: "Rezumat de test", content: "<p>Conținut de test</p>", categories: ["SEO"], status: "draft", ...extra },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Post;
}

async function getPost(request: APIRequestContext, idOrSlug: string | number, token?: string) {
  return request.get(`/api/blog/${idOrSlug}`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
}

/** Types into the rich-text editor (the TipTap editable carries the id; a textarea stand-in is filled). */
async function typeInEditor(page: Page, id: string, text: string) {
  const target = page.locator(`#${id}`);
  const tag = await target.evaluate((el) => el.tagName.toLowerCase());
  if (tag === "textarea") {
    await target.fill(`<p>${text}</p>`);
    return;
  }
  const editable = page.locator(`#${id}[contenteditable="true"], #${id} [contenteditable="true"]`).first();
  await editable.click();
  await page.keyboard.type(text);
}

const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });
const save = (page: Page) => page.getByRole("button", { name: "Salvează articolul" });
const titleInput = (page: Page) => page.getByLabel(/^Titlu/);
const slugInput = (page: Page) => page.getByLabel(/^Slug/);

test.describe("Articole de blog", () => {
  test("the list shows the seeded articles as Publicat or Draft, ten per page", async ({ page }) => {
    await signIn(page, E2E.admin, "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Articole de blog" })).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText(["Selecție", "Titlu", "Data postării", "Status", "Acțiuni"]);
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(11); // header + 10 articles

    const draft = rowOf(page, SEEDED_DRAFT);
    await expect(draft).toContainText("Draft");
    await expect(draft.getByRole("link", { name: /Vezi pe site/ })).toHaveCount(0);
    const published = rowOf(page, SEEDED_PUBLISHED);
    await expect(published).toContainText("Publicat");
    await expect(published.getByRole("cell").nth(2)).toHaveText(/^\d{1,2} [a-zăâîșț]+ \d{4}$/); // ro-RO date
    const view = published.getByRole("link", { name: /Vezi pe site/ });
    await expect(view).toHaveAttribute("href", "/blog/cum-alegi-cuvintele-cheie-potrivite");
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(published.getByRole("link", { name: `Editează articolul ${SEEDED_PUBLISHED}` })).toHaveAttribute(
      "href",
      new RegExp(`${escape(BLOG)}/\\d+$`),
    );
    await screenshots(page, "blog-list");

    // Phones get stacked cards: nothing wider than the viewport.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("list", { name: "Articole de blog" }).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("navigation", { name: "Paginare articole" }).getByRole("button", { name: "Ultima pagină" }).click();
    await expect(page).toHaveURL(/\/blog\?page=\d+$/);
    await expect(rowOf(page, OLDEST_SEEDED)).toContainText("Publicat");
    await expect(rowOf(page, SEEDED_DRAFT)).toHaveCount(0);
  });

  test("a failed list shows the spec's message and a retry that loads it", async ({ page }) => {
    let failures = 0;
    await page.route("**/api/blog?*", async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "" }) });
      else await route.continue();
    });
    await signIn(page, E2E.admin, "/blog");
    await expect(page.getByRole("alert").filter({ hasText: "Nu s-au putut prelua articolele pe blog" })).toBeVisible();
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(rowOf(page, SEEDED_PUBLISHED)).toBeVisible();
  });

  test("publishing an empty article shows every required message and focuses the first failing field", async ({ page }) => {
    await signIn(page, E2E.admin, "/blog");
    await page.getByRole("link", { name: "Adaugă articol" }).click();
    await expect(page).toHaveURL(`${BLOG}/new`);
    await expect(page.getByRole("heading", { level: 1, name: "Creează un articol nou" })).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(9);

    await page.getByLabel("Status").selectOption({ label: "Publicat" });
    await save(page).click();
    // title, slug, excerpt, content, categories, meta title, meta description
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(7);
    await expect(titleInput(page)).toBeFocused();
    await expect(page).toHaveURL(`${BLOG}/new`);
    await screenshots(page, "blog-form-errors");

    // With a title, the focus goes to the next failing field (the slug was generated from it).
    await titleInput(page).fill("Un articol început");
    await save(page).click();
    await expect(page.getByLabel(/^Rezumat/)).toBeFocused();
    await expect(slugInput(page)).toHaveValue("un-articol-inceput");
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(5);

    // Unsaved changes: leaving asks first (QUALITY D2).
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Anulează" }).click();
    await expect.poll(() => asked).toEqual(["Aveți modificări nesalvate. Sigur doriți să părăsiți pagina?"]);
    await expect(page).toHaveURL(`${BLOG}/new`);
  });

  test("writes and publishes an article with categories and a featured image", async ({ page, request }) => {
    const id = stamp();
    const title = `Învățăm împreună: ghid SEO pentru școli ${id}`;
    const slug = `invatam-impreuna-ghid-seo-pentru-scoli-${id}`;
    const body = `Primul paragraf al articolului ${id}, scris în editor.`;
    await signIn(page, E2E.admin, "/blog/new");

    await titleInput(page).fill(title);
    await expect(slugInput(page)).toHaveValue(slug);
    await page.getByLabel(/^Rezumat/).fill("Cum își cresc școlile vizibilitatea în căutări.");
    await typeInEditor(page, "blog-content", body);
    await page.getByLabel(/^Meta titlu/).fill("Ghid SEO pentru școli");
    await expect(page.getByText("21/60")).toBeVisible();
    await page.getByLabel(/^Meta descriere/).fill("Pași simpli prin care o școală apare mai sus în Google.");
    await page.getByRole("checkbox", { name: "SEO" }).check();
    await page.getByRole("checkbox", { name: "Social Media Management" }).check();
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 109, g: 40, b: 217 } } }).png().toBuffer();
    await page.locator("#blog-featuredImage").setInputFiles({ name: "coperta.png", mimeType: "image/png", buffer: png });
    await expect(page.getByRole("button", { name: "Schimbă imaginea" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Previzualizare imagine" })).toHaveAttribute("src", /^\/uploads\/.+\.png$/);
    await page.getByLabel("Status").selectOption({ label: "Publicat" });
    await screenshots(page, "blog-form-filled");

    // The preview shows the form's values in the public article layout, on desktop and in a phone frame.
    await page.getByRole("button", { name: "Previzualizare" }).click();
    const preview = page.getByRole("dialog", { name: "Previzualizare: Articol de blog" });
    await expect(preview.getByRole("heading", { name: title })).toBeVisible();
    await expect(preview).toContainText(body);
    await expect(preview).toContainText("Social Media Management");
    await preview.getByRole("button", { name: "Mobil" }).click();
    await expect(preview.getByRole("region", { name: "Previzualizare mobil 375 x 667" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(preview).toHaveCount(0);
    await save(page).click();

    await expect(page).toHaveURL(BLOG);
    await expect(page.getByRole("status").filter({ hasText: "Articolul a fost creat." })).toBeVisible();
    await expect(rowOf(page, title)).toContainText("Publicat");

    // The public article (its page comes later): the API answers anonymous callers by slug.
    const response = await getPost(request, slug);
    expect(response.status()).toBe(200);
    const stored = (await response.json()) as Post;
    expect(stored).toMatchObject({ title, slug, status: "published", categories: ["SEO", "Social Media Management"] });
    expect(stored.content).toContain(body);
    expect(stored.featuredImage).toMatch(/^\/uploads\/.+\.png$/);
    const image = await request.get(stored.featuredImage as string);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("a draft needs only a title and stays invisible to anonymous visitors", async ({ page, request }) => {
    const title = `Ciornă nepublicată ${stamp()}`;
    await signIn(page, E2E.admin, "/blog/new");
    await titleInput(page).fill(title);
    await save(page).click();

    await expect(page).toHaveURL(BLOG);
    const row = rowOf(page, title);
    await expect(row).toContainText("Draft");
    const href = await row.getByRole("link", { name: `Editează articolul ${title}` }).getAttribute("href");
    const postId = Number(href?.split("/").pop());
    expect(postId).toBeGreaterThan(0);

    expect((await getPost(request, postId)).status()).toBe(404);
    const signedIn = await getPost(request, postId, await apiToken(request));
    expect(signedIn.status()).toBe(200);
    expect(((await signedIn.json()) as Post).status).toBe("draft");
  });

  test("a slug already in use shows the spec's message on the slug field", async ({ page }) => {
    await signIn(page, E2E.admin, "/blog/new");
    await titleInput(page).fill("Un alt articol despre cuvinte cheie");
    await slugInput(page).fill("cum-alegi-cuvintele-cheie-potrivite");
    await save(page).click();

    await expect(page.getByRole("alert").filter({ hasText: DUPLICATE })).toHaveCount(2); // above the form and under the slug
    await expect(slugInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(`${BLOG}/new`);
  });

  test("editing an article: the slug no longer follows the title", async ({ page, request }) => {
    const post = await createPostViaApi(request, `Articol de editat ${stamp()}`);
    await signIn(page, E2E.admin, "/blog");
    await page.getByRole("link", { name: `Editează articolul ${post.title}` }).click();
    await expect(page).toHaveURL(`${BLOG}/${post.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Editează articolul" })).toBeVisible();
    await expect(titleInput(page)).toHaveValue(post.title);
    await expect(page.getByRole("checkbox", { name: "SEO" })).toBeChecked();

    const renamed = `${post.title} – titlu nou`;
    await titleInput(page).fill(renamed);
    await expect(slugInput(page)).toHaveValue(post.slug);
    await save(page).click();

    await expect(page).toHaveURL(BLOG);
    await expect(page.getByRole("status").filter({ hasText: "Articolul a fost salvat." })).toBeVisible();
    await expect(rowOf(page, renamed)).toBeVisible();
    const stored = (await (await getPost(request, post.id, await apiToken(request))).json()) as Post;
    expect(stored).toMatchObject({ title: renamed, slug: post.slug });
  });

  test("an editor opens articles but sees no delete buttons", async ({ page }) => {
    await signIn(page, E2E.editor, "/blog");
    await expect(rowOf(page, SEEDED_PUBLISHED)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Editează articolul / })).toHaveCount(10);
    await expect(page.getByRole("button", { name: /Șterge/ })).toHaveCount(0);
    await page.getByRole("link", { name: `Editează articolul ${SEEDED_PUBLISHED}` }).click();
    await expect(titleInput(page)).toHaveValue(SEEDED_PUBLISHED);
  });

  test("an admin deletes an article after confirming", async ({ page, request }) => {
    const post = await createPostViaApi(request, `Articol de șters ${stamp()}`);
    await signIn(page, E2E.admin, "/blog");
    const remove = page.getByRole("button", { name: `Șterge articolul ${post.title}` });

    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await remove.click();
    await expect.poll(() => asked).toEqual(["Sunteți sigur că doriți să ștergeți acest articol?"]);
    await expect(rowOf(page, post.title)).toBeVisible();

    page.once("dialog", (dialog) => void dialog.accept());
    await remove.click();
    await expect(page.getByRole("status").filter({ hasText: "Articolul a fost șters." })).toBeVisible();
    await expect(rowOf(page, post.title)).toHaveCount(0);
    expect((await getPost(request, post.id, await apiToken(request))).status()).toBe(404);
  });

  test("a save over someone else's newer change shows the conflict and overwrites nothing", async ({ page, request }) => {
    const post = await createPostViaApi(request, `Articol concurent ${stamp()}`);
    await signIn(page, E2E.admin, `/blog/${post.id}`);
    await expect(titleInput(page)).toHaveValue(post.title);

    const token = await apiToken(request, E2E.editor);
    const other = await request.put(`/api/blog/${post.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { title: `${post.title} (editor)`, slug: post.slug, excerpt: "Alt rezumat", content: "<p>Alt text</p>", categories: ["PPC"], status: "draft", updated_at: post.updated_at },
    });
    expect(other.status()).toBe(200);

    await titleInput(page).fill(`${post.title} (admin)`);
    await save(page).click();
    await expect(page.getByRole("alert").filter({ hasText: STALE })).toBeVisible();
    await expect(page).toHaveURL(`${BLOG}/${post.id}`);
    await expect(titleInput(page)).toHaveValue(`${post.title} (admin)`);
    const stored = (await (await getPost(request, post.id, token)).json()) as Post;
    expect(stored).toMatchObject({ title: `${post.title} (editor)`, categories: ["PPC"] });
  });

  test("an unknown article says it was not found and leads back to the list; a failed load keeps the retry", async ({ page }) => {
    await signIn(page, E2E.admin, "/blog/999999");
    const missing = await expectItemNotFound(page, "Articolul nu a fost găsit.", "/blog", /Înapoi la articole/);
    await expect(page.getByText("Eroare la încărcarea articolului")).toHaveCount(0);
    await missing.getByRole("link", { name: /Înapoi la articole/ }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/blog`);

    // A server that cannot answer is another matter: its message and the retry stay.
    await page.route("**/api/blog/999999", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":""}' }));
    await page.goto(`${ADMIN_BASE}/blog/999999`);
    await expect(page.getByRole("alert").filter({ hasText: "Eroare la încărcarea articolului" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Încercați din nou" })).toBeVisible();
  });
});
