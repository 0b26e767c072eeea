import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

/**
 * Issue 31: the portal's forms in daily use. Back/Forward and Deconectare ask before a dirty form is
 * left, a save over a newer version can be resolved without losing the text, two quick clicks add two
 * FAQs, and on a phone the save bar leaves room for the text.
 */

const BLOG = `${ADMIN_BASE}/blog`;
const UNSAVED = "Aveți modificări nesalvate. Sigur doriți să părăsiți pagina?";
const STALE = "Altcineva a salvat între timp o versiune nouă. Textul dvs. a rămas în formular";

type Post = { id: number; title: string; slug: string; excerpt: string; updated_at: string; featuredImage?: string | null };

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 100)}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const titleInput = (page: Page) => page.getByLabel(/^Titlu/);
const excerptInput = (page: Page) => page.getByLabel(/^Rezumat/);
const save = (page: Page) => page.getByRole("button", { name: "Salvează articolul" });

async function createPost(request: APIRequestContext, title: string): Promise<Post> {
  const response = await request.post("/api/blog", {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { title, excerpt: "Rezumat de test", content: "<p>Conținut de test</p>", categories: ["SEO"], status: "draft" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Post;
}

async function storedPost(request: APIRequestContext, id: number): Promise<Post> {
  const response = await request.get(`/api/blog/${id}`, { headers: { authorization: `Bearer ${await apiToken(request)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Post;
}

/** Every dialog of the page, answered with `answer()` at the time; the messages in order. */
function answerDialogs(page: Page, answer: () => boolean): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (answer() ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

/** Back (or Forward) that the page may cancel: then no navigation ever completes. */
async function historyStep(page: Page, direction: "back" | "forward") {
  const step = direction === "back" ? page.goBack({ timeout: 1500 }) : page.goForward({ timeout: 1500 });
  await step.catch(() => null);
}

/** From the list to the article's form by the list's own link, as an editor does. */
async function openFromList(page: Page, post: Post) {
  await signIn(page, E2E.admin, "/blog");
  await page.getByRole("link", { name: `Editează articolul ${post.title}` }).click();
  await expect(page).toHaveURL(`${BLOG}/${post.id}`);
  await expect(titleInput(page)).toHaveValue(post.title);
}

for (const variant of ["Navigation API", "history fallback"] as const) {
  test.describe(`Back and Forward on a dirty form (${variant})`, () => {
    test.beforeEach(async ({ page }) => {
      // Browsers without the Navigation API get the history-entry fallback: tried here in Chromium too.
      if (variant === "history fallback") {
        await page.addInitScript(() => Object.defineProperty(window, "navigation", { value: undefined, configurable: true }));
      }
    });

    test("Back asks; a no keeps the form and its text; after a save Back and Forward are plain again", async ({ page, request }) => {
      const post = await createPost(request, `Articol înapoi ${stamp()}`);
      await openFromList(page, post);
      const changed = `${post.title} modificat`;
      await titleInput(page).fill(changed);

      let leave = false;
      const asked = answerDialogs(page, () => leave);
      await historyStep(page, "back");
      await expect.poll(() => asked).toEqual([UNSAVED]);
      await expect(page).toHaveURL(`${BLOG}/${post.id}`);
      await expect(titleInput(page)).toHaveValue(changed);
      // Forward has nothing to show instead of the form, which keeps its text.
      await historyStep(page, "forward");
      await expect(page).toHaveURL(`${BLOG}/${post.id}`);
      await expect(titleInput(page)).toHaveValue(changed);
      // Asked again on the next Back, however often.
      await titleInput(page).press("End");
      await historyStep(page, "back");
      await expect.poll(() => asked).toEqual([UNSAVED, UNSAVED]);
      await expect(titleInput(page)).toHaveValue(changed);

      // Saved: the form is clean, Back goes to the list it came from in one step, without a question.
      await save(page).click();
      await expect(page.getByRole("status").filter({ hasText: "Articolul a fost salvat." })).toBeVisible();
      await expect(page).toHaveURL(BLOG);
      await page.goBack();
      await expect(page).toHaveURL(`${BLOG}/${post.id}`);
      await expect(titleInput(page)).toHaveValue(changed);
      await page.goBack();
      await expect(page).toHaveURL(BLOG);
      await page.goForward();
      await expect(page).toHaveURL(`${BLOG}/${post.id}`);
      await expect(titleInput(page)).toHaveValue(changed);
      expect(asked).toEqual([UNSAVED, UNSAVED]);

      // A yes leaves: the list shows, and Forward brings the form back with the saved article.
      await titleInput(page).fill(`${changed} din nou`);
      leave = true;
      await page.goBack();
      await expect(page).toHaveURL(BLOG);
      expect(asked).toEqual([UNSAVED, UNSAVED, UNSAVED]);
      await page.goForward();
      await expect(page).toHaveURL(`${BLOG}/${post.id}`);
      await expect(titleInput(page)).toHaveValue(changed);
    });
  });
}

test("Deconectare asks first while the form has unsaved changes", async ({ page, request }) => {
  const post = await createPost(request, `Articol deconectare ${stamp()}`);
  await openFromList(page, post);
  await excerptInput(page).fill("Un rezumat nou, nesalvat");

  let leave = false;
  const asked = answerDialogs(page, () => leave);
  await page.getByRole("button", { name: "Deconectare" }).first().click();
  await expect.poll(() => asked).toEqual([UNSAVED]);
  await expect(page).toHaveURL(`${BLOG}/${post.id}`);
  await expect(excerptInput(page)).toHaveValue("Un rezumat nou, nesalvat");

  leave = true;
  await page.getByRole("button", { name: "Deconectare" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${escape(ADMIN_BASE)}/login`));
  expect(asked).toEqual([UNSAVED, UNSAVED]);
});

test("two people edit the same article: the second save keeps the colleague's changes and asks only where both changed a field", async ({ browser, request }) => {
  const post = await createPost(request, `Articol în doi ${stamp()}`);
  const adminContext = await browser.newContext({ baseURL: E2E.baseUrl, locale: "ro-RO" });
  const editorContext = await browser.newContext({ baseURL: E2E.baseUrl, locale: "ro-RO" });
  try {
    const admin = await adminContext.newPage();
    const editor = await editorContext.newPage();
    await signIn(admin, E2E.admin, `/blog/${post.id}`);
    await signIn(editor, E2E.editor, `/blog/${post.id}`);
    await expect(titleInput(admin)).toHaveValue(post.title);
    await expect(titleInput(editor)).toHaveValue(post.title);

    // The editor saves first: a new title and a new excerpt.
    await titleInput(editor).fill(`${post.title} (editor)`);
    await excerptInput(editor).fill("Rezumatul editorului");
    await save(editor).click();
    await expect(editor).toHaveURL(BLOG);

    // The admin changed only the excerpt: the save is refused, the text stays, and the panel sorts the fields.
    await excerptInput(admin).fill("Rezumatul adminului");
    await save(admin).click();
    await expect(admin.getByRole("alert").filter({ hasText: STALE })).toBeVisible();
    await expect(admin.getByText(/Reîncărcați/)).toHaveCount(0);
    const panel = admin.getByRole("region", { name: "Versiunea salvată între timp" });
    await expect(panel).toContainText("Modificări față de versiunea deschisă de dvs.: Titlu, Rezumat.");
    // The title only the colleague changed is taken from them; the excerpt both changed is a question.
    await expect(panel.getByRole("term")).toHaveText(["Titlu"]);
    await expect(panel).toContainText(`${post.title} (editor)`);
    const both = panel.getByRole("group", { name: "Rezumat" });
    await expect(both).toContainText("Rezumatul editorului");
    await expect(both).toContainText("Rezumatul adminului");
    await expect(excerptInput(admin)).toHaveValue("Rezumatul adminului");
    await expect(admin).toHaveURL(`${BLOG}/${post.id}`);

    await panel.getByRole("button", { name: "Salvează oricum" }).click();
    await expect(panel.getByRole("alert").filter({ hasText: "Alegeți ce păstrați pentru: Rezumat." })).toBeVisible();
    expect(await storedPost(request, post.id)).toMatchObject({ title: `${post.title} (editor)`, excerpt: "Rezumatul editorului" });
    await both.getByRole("radio", { name: "Păstrați varianta dvs." }).check();
    await screenshots(admin, "blog-edit-conflict");

    // Saved merged: the colleague's title and the admin's excerpt, nothing of the colleague's lost.
    await panel.getByRole("button", { name: "Salvează oricum" }).click();
    await expect(admin).toHaveURL(BLOG);
    await expect(admin.getByRole("status").filter({ hasText: "Articolul a fost salvat." })).toBeVisible();
    expect(await storedPost(request, post.id)).toMatchObject({ title: `${post.title} (editor)`, excerpt: "Rezumatul adminului" });
  } finally {
    await adminContext.close();
    await editorContext.close();
  }
});

test("a stale save can load the newer version and keep working from it", async ({ page, request }) => {
  const post = await createPost(request, `Articol reîncărcat ${stamp()}`);
  await signIn(page, E2E.admin, `/blog/${post.id}`);
  await expect(titleInput(page)).toHaveValue(post.title);
  const other = await request.put(`/api/blog/${post.id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, E2E.editor)}` },
    data: { title: `${post.title} (editor)`, slug: post.slug, excerpt: "Rezumat de test", content: "<p>Conținut de test</p>", categories: ["SEO"], status: "draft", updated_at: post.updated_at },
  });
  expect(other.status()).toBe(200);

  await excerptInput(page).fill("Rezumatul meu");
  await save(page).click();
  const panel = page.getByRole("region", { name: "Versiunea salvată între timp" });
  await expect(panel).toContainText(`${post.title} (editor)`);
  page.once("dialog", (dialog) => void dialog.accept());
  await panel.getByRole("button", { name: "Încarcă versiunea nouă" }).click();
  await expect(panel).toHaveCount(0);
  await expect(titleInput(page)).toHaveValue(`${post.title} (editor)`);
  // The page's header names the version now in the form, not the one first opened (as does the SEO check's
  // Google preview, which follows the title field).
  const outsidePreview = page.locator(":not([data-testid='serp-preview'] *)");
  await expect(page.getByText(`${post.title} (editor)`, { exact: true }).and(outsidePreview)).toBeVisible();
  await expect(excerptInput(page)).toHaveValue("Rezumat de test");

  await excerptInput(page).fill("Rezumatul meu");
  await save(page).click();
  await expect(page).toHaveURL(BLOG);
  expect(await storedPost(request, post.id)).toMatchObject({ title: `${post.title} (editor)`, excerpt: "Rezumatul meu" });
});

test("a save that meets a session ended elsewhere signs in again in a dialog and saves the same text, without leaving the page", async ({ page, request }) => {
  await signIn(page, E2E.editor, "/blog/new");
  const title = `Articol după deconectare ${stamp()}`;
  const body = `Textul scris înainte ca sesiunea să se încheie ${stamp()}.`;
  await titleInput(page).fill(title);
  await page.locator('#blog-content[contenteditable="true"]').click();
  await page.keyboard.type(body);

  // What would show a reload or a trip to the sign-in screen: a mark in this document, every navigation, every browser dialog.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const browserDialogs = answerDialogs(page, () => false);

  // Another device of the same editor logs out: every token of the account ends, this page's too.
  const elsewhere = await apiToken(request, E2E.editor);
  expect((await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${elsewhere}` } })).status()).toBe(200);

  await save(page).click();
  const dialog = page.getByRole("dialog", { name: "Sesiunea s-a încheiat" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Conectați-vă din nou pentru a salva: modificările rămân în formular.");
  await expect(dialog.getByLabel("Adresa de e-mail")).toHaveValue(E2E.editor.email);
  await expect(dialog.getByLabel("Parola")).toBeFocused();
  await screenshots(page, "session-ended-dialog");
  await dialog.getByLabel("Parola").fill(E2E.editor.password);
  await dialog.getByRole("button", { name: "Conectează-te și salvează" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Articolul a fost creat." })).toBeVisible();
  await expect(page).toHaveURL(BLOG);
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(browserDialogs).toEqual([]);
  expect(navigations.filter((url) => url.includes("/login"))).toEqual([]);

  // The text is in the database.
  const list = await request.get("/api/blog?publishedOnly=false&perPage=100", { headers: { authorization: `Bearer ${await apiToken(request)}` } });
  const found = ((await list.json()) as { blogs: Post[] }).blogs.find((p) => p.title === title);
  expect(found, "the article saved after signing in again").toBeTruthy();
  expect(((await storedPost(request, found!.id)) as Post & { content: string }).content).toContain(body);

  // The portal cookie was renewed with the session: the next page load stays in the portal.
  await page.reload();
  await expect(page).toHaveURL(BLOG);
  await expect(page.getByRole("navigation", { name: "Meniu portal" }).first()).toBeVisible();
});

test("a failed replacement upload leaves the previous image, and a save keeps it", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#0d9488" } }).png().toBuffer();
  const upload = await request.post("/api/blog/upload", { headers, multipart: { image: { name: "coperta.png", mimeType: "image/png", buffer: png } } });
  expect(upload.status()).toBe(201);
  const image = `/uploads/${((await upload.json()) as { filename: string }).filename}`;
  const created = await request.post("/api/blog", {
    headers,
    data: { title: `Articol cu imagine ${stamp()}`, excerpt: "Rezumat de test", content: "<p>Conținut</p>", categories: ["SEO"], status: "draft", featuredImage: image },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as Post;
  await openFromList(page, post);
  const preview = page.getByRole("img", { name: "Previzualizare imagine" });
  await expect(preview).toHaveAttribute("src", image);

  // A corrupt file named .png: the server refuses it (415); the field keeps the saved image.
  await page.locator("#blog-featuredImage").setInputFiles({ name: "stricata.png", mimeType: "image/png", buffer: Buffer.from("nu este o imagine PNG") });
  await expect(page.getByRole("alert").filter({ hasText: "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise." })).toBeVisible();
  await expect(preview).toHaveAttribute("src", image);
  await expect(page.getByRole("button", { name: "Schimbă imaginea" })).toBeEnabled();

  await excerptInput(page).fill("Rezumat după o încărcare eșuată");
  await save(page).click();
  await expect(page).toHaveURL(BLOG);
  expect(await storedPost(request, post.id)).toMatchObject({ excerpt: "Rezumat după o încărcare eșuată", featuredImage: image });
});

test("two quick clicks on Adaugă întrebare add two questions; the button stays under the pointer", async ({ page }) => {
  await signIn(page, E2E.admin, "/services/new");
  const add = page.getByRole("button", { name: "Adaugă întrebare" });
  // Mid-screen, clear of the sticky save bar at the bottom.
  await add.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const before = await add.boundingBox();
  expect(before).not.toBeNull();
  const x = before!.x + before!.width / 2;
  const y = before!.y + before!.height / 2;
  // Two presses at the same point of the screen, quickly, as a hurried editor does.
  await page.mouse.click(x, y);
  await page.mouse.click(x, y);
  const items = page.getByRole("group", { name: /^Întrebarea \d+$/ });
  await expect(items).toHaveCount(2);
  const after = await add.boundingBox();
  expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);
  // The new question has the focus; leaving the untouched ones shows no message yet.
  await expect(items.nth(1).getByRole("textbox", { name: "Întrebare", exact: true })).toBeFocused();
  await expect(page.getByText("Întrebarea este obligatorie")).toHaveCount(0);
  // Playwright's click, which finds the button again, adds a third.
  await add.click();
  await add.click();
  await expect(items).toHaveCount(4);
  await expect(page.getByText("Întrebarea este obligatorie")).toHaveCount(0);
});

test.describe("the save bar on a phone", () => {
  test("one compact row, and out of the way while the keyboard is up; Salvează stays reachable", async ({ page, request }) => {
    const post = await createPost(request, `Articol pe telefon ${stamp()}`);
    await signIn(page, E2E.admin, `/blog/${post.id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.locator("[data-save-bar]");
    await expect(titleInput(page)).toHaveValue(post.title);

    const box = await bar.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(64); // was ~115 px in two rows
    expect(box!.y + box!.height).toBeGreaterThan(844 - 2); // at the bottom of the screen
    await expect(save(page)).toBeInViewport();
    // "Salvează" alone on screen; "articolul" stays in the button's name for screen readers.
    expect((await save(page).boundingBox())!.width).toBeLessThan(110);
    await screenshots(page, "blog-form-phone");
    await page.setViewportSize({ width: 390, height: 844 });

    // Typing (the on-screen keyboard is up): the bar waits at the end of the form.
    await titleInput(page).click();
    await expect(bar).toHaveAttribute("data-typing", "");
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).not.toBe("sticky");
    await expect(save(page)).not.toBeInViewport();
    await titleInput(page).fill(`${post.title} pe telefon`);

    // Done typing: back at the bottom of the screen, and it saves.
    await page.locator("h1").click();
    await expect(bar).not.toHaveAttribute("data-typing", "");
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    await expect(save(page)).toBeInViewport();
    await save(page).click();
    await expect(page).toHaveURL(BLOG);
    expect((await storedPost(request, post.id)).title).toBe(`${post.title} pe telefon`);
  });
});
