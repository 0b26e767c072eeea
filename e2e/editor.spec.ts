import { expect, test } from "./support/test";
import type { APIRequestContext, Locator } from "@playwright/test";
import sharp from "sharp";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

type PlanDto = { uuid: string; name: string; description: string };

async function storedPlan(request: APIRequestContext, name: string): Promise<PlanDto> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const list = (await (await request.get("/api/packages/admin?page=1&perPage=100", { headers })).json()) as { packages: PlanDto[] };
  const found = list.packages.find((p) => p.name === name);
  expect(found, `plan ${name} in the admin list`).toBeTruthy();
  const response = await request.get(`/api/packages/${found!.uuid}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as PlanDto;
}

/** Selects `length` characters that end `fromEnd` characters before the end of the current line. */
type WithEditor = HTMLElement & { editor?: { state: { selection: { from: number; to: number; empty: boolean }; doc: { textBetween(from: number, to: number): string } } } };

/** The text TipTap itself holds as selected (it keeps its instance on the element). */
const selectedText = (editor: Locator) =>
  editor.evaluate((el) => {
    const state = (el as WithEditor).editor?.state;
    return state ? state.doc.textBetween(state.selection.from, state.selection.to) : "";
  });

/**
 * Selects `length` characters ending `fromEnd` characters before the end of the current line, with
 * the keys a person would use, and checks the editor's own selection: on a busy machine a key can land
 * while a dialog is still closing, so the keys are sent again until the selection is the one asked for.
 */
async function selectWord(editor: Locator, fromEnd: number, length: number) {
  await expect(async () => {
    await editor.press("End");
    for (let i = 0; i < fromEnd; i += 1) await editor.press("ArrowLeft");
    for (let i = 0; i < length; i += 1) await editor.press("Shift+ArrowLeft");
    await expect.poll(() => selectedText(editor), { timeout: 1_000 }).toHaveLength(length);
  }).toPass({ timeout: 10_000 });
}

/**
 * Puts the caret at the end of `block` and waits until the editor itself (TipTap keeps its instance
 * on the element) holds an empty selection: Enter over a still selected word would replace it, and
 * ProseMirror reads the browser's selection a moment after the click.
 */
async function caretAtEnd(editor: Locator, block: Locator) {
  await expect(async () => {
    await block.click({ position: { x: 2, y: 2 } });
    await editor.press("End");
    const empty = await editor.evaluate((el) => (el as WithEditor).editor?.state.selection.empty);
    expect(empty).toBe(true);
  }).toPass({ timeout: 5_000 });
}

/** Pastes a 1600 x 900 PNG built on a canvas, as a real clipboard paste event on the editor. */
async function pastePng(editor: Locator) {
  await editor.evaluate(async (element) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 1600, 900);
    gradient.addColorStop(0, "#6d28d9");
    gradient.addColorStop(1, "#f97366");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 900);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), "image/png"));
    const data = new DataTransfer();
    data.items.add(new File([blob], "captura.png", { type: "image/png" }));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
}

test.describe("Editorul de text", () => {
  test("formats text, adds a table, a pasted image with settings, and the plan keeps it all", async ({ page, request }) => {
    const name = `Pachet editor ${Date.now()}`;
    const customColor = "#12ab34";
    await signIn(page, E2E.admin, "/prices/new");
    await page.getByLabel("Nume").fill(name);
    await page.getByLabel("Preț").fill("de la 900 €");

    const editor = page.getByRole("textbox", { name: "Descriere" });
    const toolbar = page.getByRole("toolbar", { name: "Bara de formatare" });
    await expect(toolbar).toBeVisible();
    await expect(editor).toHaveAttribute("contenteditable", "true");

    // A centered heading.
    await page.locator('label[for="plan-description"]').click(); // the label focuses the editor
    await expect(editor).toBeFocused();
    await page.keyboard.type("Ce include pachetul");
    await toolbar.getByLabel("Stil paragraf").selectOption({ label: "Titlu 2" });
    await toolbar.getByRole("button", { name: "Aliniere centrată" }).click();
    await expect(editor.locator("h2")).toHaveText("Ce include pachetul");
    await expect(editor.locator("h2")).toHaveAttribute("style", /text-align: center/);

    // A red word, a large word and a custom colour added to the shared list.
    // The whole line first: text typed right after a coloured word would carry its colour on, as in
    // any word processor, so each word is styled afterwards.
    await editor.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Rezultate garantate rapid verde detalii");
    await selectWord(editor, " rapid verde detalii".length, "garantate".length);
    await toolbar.getByRole("button", { name: "Culoare text" }).click();
    await page.getByRole("dialog", { name: "Culoare text" }).getByRole("button", { name: "Roșu (#dc2626)" }).click();
    await expect(editor.locator("span", { hasText: "garantate" })).toHaveAttribute("style", /color: (#dc2626|rgb\(220, 38, 38\))/);

    await selectWord(editor, " verde detalii".length, "rapid".length);
    await toolbar.getByLabel("Dimensiune font").selectOption({ label: "Mare" });
    await expect(editor.locator("span.text-size-large")).toHaveText("rapid");

    await selectWord(editor, " detalii".length, "verde".length);
    await toolbar.getByRole("button", { name: "Culoare text" }).click();
    const colours = page.getByRole("dialog", { name: "Culoare text" });
    await colours.getByLabel("Alege o culoare nouă").fill(customColor);
    await colours.getByRole("button", { name: "Adaugă culoarea" }).click();
    await expect(editor.locator("span", { hasText: "verde" })).toHaveAttribute("style", /color: (#12ab34|rgb\(18, 171, 52\))/);
    await expect
      .poll(async () => ((await (await request.get("/api/custom-colors", { headers: { authorization: `Bearer ${await apiToken(request)}` } })).json()) as { colors: string[] }).colors)
      .toContain(customColor);
    await toolbar.getByRole("button", { name: "Culoare evidențiere" }).click();
    await expect(page.getByRole("dialog", { name: "Culoare evidențiere" }).getByRole("button", { name: `Culoare personalizată ${customColor}` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Culoare evidențiere" })).toHaveCount(0);

    // A link: javascript: is refused, a bare domain becomes https.
    await selectWord(editor, 0, "detalii".length);
    await toolbar.getByRole("button", { name: "Link", exact: true }).click();
    const linkPrompt = page.getByRole("dialog", { name: "Link" });
    await linkPrompt.getByLabel("Adresa linkului").fill("javascript:alert(1)");
    await linkPrompt.getByRole("button", { name: "Aplică linkul" }).click();
    await expect(linkPrompt.getByRole("alert")).toHaveText("Introduceți un link valid: http://, https://, mailto: sau tel:");
    await linkPrompt.getByLabel("Adresa linkului").fill("exemplu.ro/servicii");
    await linkPrompt.getByRole("button", { name: "Aplică linkul" }).click();
    await expect(editor.getByRole("link", { name: "detalii" })).toHaveAttribute("href", "https://exemplu.ro/servicii");

    // A 3 x 3 table with a header row, on a new line after the paragraph.
    await caretAtEnd(editor, editor.locator("p", { hasText: "Rezultate" }));
    await page.keyboard.press("Enter");
    await expect(editor.getByRole("link", { name: "detalii" })).toBeVisible();
    await toolbar.getByRole("button", { name: "Tabel" }).click();
    await page.getByRole("dialog", { name: "Tabel" }).getByRole("button", { name: "Inserează tabel 3 x 3" }).click();
    await expect(editor.locator("table tr")).toHaveCount(3);
    await expect(editor.locator("table tr").first().locator("th")).toHaveCount(3);
    await expect(editor.locator("table tr").nth(1).locator("td")).toHaveCount(3);
    await expect(editor).toBeFocused();
    await page.keyboard.type("Serviciu");
    await expect(editor.locator("table th").first()).toHaveText("Serviciu");

    // A pasted 1600 x 900 image: resized to 1200 px wide, shown at once, then the uploaded file.
    await editor.press("Control+End");
    await pastePng(editor);
    const image = editor.locator("img");
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAttribute("src", /^\/uploads\/[\w-]+\.jpg$/, { timeout: 15_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await screenshots(page, "editor-toolbar");

    // Image settings by double-click: an invalid width is refused, then valid values are saved.
    await image.dblclick();
    const settings = page.getByRole("dialog", { name: "Setări imagine" });
    await expect(settings).toBeVisible();
    await expect(settings).toContainText("Lățimea maximă recomandată: 1800px.");
    await expect(settings).toContainText("Imaginile pot avea cel mult 2MB.");
    await settings.getByRole("textbox", { name: "Lățime" }).fill("mare");
    await settings.getByRole("button", { name: "Salvează" }).click();
    await expect(settings.getByRole("alert")).toHaveText("Valoarea pentru lățime este invalidă");
    await expect(settings.getByRole("textbox", { name: "Lățime" })).toBeFocused();
    await screenshots(page, "editor-image-settings");

    await settings.getByRole("textbox", { name: "Lățime" }).fill("600");
    await settings.getByLabel("Înălțime").fill("auto");
    await settings.getByLabel("Aliniere").selectOption({ label: "Centrat" });
    await expect(settings.getByLabel("Margine stânga")).toHaveValue("auto");
    await settings.getByLabel("Margine sus").fill("8");
    await settings.getByLabel("Margine jos").fill("1.5em");
    await settings.getByLabel("Imagine pe toată lățimea pe mobil").check();
    await settings.getByRole("button", { name: "Salvează" }).click();
    await expect(settings).toHaveCount(0);
    // The browser may fold the four margins into `margin` in the editor's DOM; the value keeps longhands.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.style.width, img.style.height, img.style.display, img.style.marginTop, img.style.marginBottom, img.style.marginLeft, img.style.marginRight].join(" "))).toBe("600px auto block 8px 1.5em auto auto");
    await expect(image).toHaveAttribute("data-mobile-full", "true");

    // The selected image also opens its settings from the toolbar; Anulează closes without changes.
    await toolbar.getByRole("button", { name: "Setări imagine" }).click();
    await expect(settings.getByRole("textbox", { name: "Lățime" })).toHaveValue("600px");
    await expect(settings.getByLabel("Aliniere")).toHaveValue("centered");
    await settings.getByRole("button", { name: "Anulează" }).click();
    await expect(settings).toHaveCount(0);

    // The plan saves and the stored HTML (sanitized by the API) keeps everything the editor made.
    await page.getByRole("button", { name: "Salvează pachetul" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/prices$`));
    const plan = await storedPlan(request, name);
    const html = plan.description;
    console.log(`[editor.spec] stored description: ${html}`);
    expect(html).toMatch(/<h2 style="text-align:\s*center;?">Ce include pachetul<\/h2>/);
    expect(html).toMatch(/<span style="color:\s*(#dc2626|rgb\(220, 38, 38\));?">garantate<\/span>/);
    expect(html).toMatch(/<span class="text-size-large">rapid<\/span>/);
    expect(html).toMatch(/<span style="color:\s*(#12ab34|rgb\(18, 171, 52\));?">verde<\/span>/);
    const link = /<a [^>]*>detalii<\/a>/.exec(html)?.[0] ?? "";
    expect(link).toContain('href="https://exemplu.ro/servicii"');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(html).toMatch(/<div class="tableWrapper"><table>/);
    expect(html.match(/<th>/g)).toHaveLength(3);
    expect(html.match(/<td>/g)).toHaveLength(6);
    expect(html).toContain("<th><p>Serviciu</p></th>");
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toMatch(/src="\/uploads\/[\w-]+\.jpg"/);
    expect(img).toMatch(/style="width:\s*600px;\s*height:\s*auto;\s*display:\s*block;\s*margin-top:\s*8px;\s*margin-bottom:\s*1\.5em;\s*margin-left:\s*auto;\s*margin-right:\s*auto;?"/);
    expect(img).toContain('data-float="centered"');
    expect(img).toContain('data-mobile-full="true"');
  });

  test("an article with a coloured heading, a table and a pasted image shows the same on its public page", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const title = `Ghid vizual pentru clinici ${stamp}`;
    await signIn(page, E2E.admin, "/blog/new");
    await page.getByLabel(/^Titlu/).fill(title);
    await page.getByLabel(/^Rezumat/).fill("Un articol cu titlu colorat, tabel și imagine.");
    await page.getByRole("checkbox", { name: "SEO" }).check();
    await page.getByLabel(/^Meta titlu/).fill("Ghid vizual pentru clinici");
    await page.getByLabel(/^Meta descriere/).fill("Titlu colorat, tabel și imagine, exact ca în editor.");
    const cover = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 76, g: 29, b: 149 } } }).png().toBuffer();
    await page.locator("#blog-featuredImage").setInputFiles({ name: "coperta.png", mimeType: "image/png", buffer: cover });
    await expect(page.getByRole("img", { name: "Previzualizare imagine" })).toHaveAttribute("src", /^\/uploads\/.+\.png$/);

    const editor = page.getByRole("textbox", { name: /^Conținut/ });
    const toolbar = page.getByRole("toolbar", { name: "Bara de formatare" });
    await editor.click();
    await expect(editor).toBeFocused();
    await page.keyboard.type("Rezultate verificate");
    await expect(editor).toContainText("Rezultate verificate");
    await toolbar.getByLabel("Stil paragraf").selectOption({ label: "Titlu 2" });
    await selectWord(editor, 0, "Rezultate verificate".length);
    await toolbar.getByRole("button", { name: "Culoare text" }).click();
    await page.getByRole("dialog", { name: "Culoare text" }).getByRole("button", { name: "Roșu (#dc2626)" }).click();
    await expect(editor.locator("h2 span")).toHaveCSS("color", "rgb(220, 38, 38)");
    await caretAtEnd(editor, editor.locator("h2"));
    await page.keyboard.press("Enter");
    await expect(editor.locator("h2")).toHaveText("Rezultate verificate");
    await toolbar.getByRole("button", { name: "Tabel" }).click();
    await page.getByRole("dialog", { name: "Tabel" }).getByRole("button", { name: "Inserează tabel 3 x 3" }).click();
    // TipTap gives the editor its focus back on the next animation frame; keys typed before that are the page's.
    await expect(editor).toBeFocused();
    await page.keyboard.type("Indicator");
    await expect(editor.locator("th").first()).toHaveText("Indicator");
    await editor.press("Control+End");
    await pastePng(editor);
    await expect(editor.locator("img")).toHaveAttribute("src", /^\/uploads\/[\w-]+\.jpg$/, { timeout: 15_000 });

    await page.getByLabel("Status").selectOption({ label: "Publicat" });
    await page.getByRole("button", { name: "Salvează articolul" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/blog$`));

    const slug = `ghid-vizual-pentru-clinici-${stamp}`;
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const article = page.locator("main");
    await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const heading = article.getByRole("heading", { level: 2, name: "Rezultate verificate" });
    await expect(heading).toBeVisible();
    await expect(heading.locator("span")).toHaveCSS("color", "rgb(220, 38, 38)");
    const table = article.locator("table");
    await expect(table.locator("tr")).toHaveCount(3);
    await expect(table.locator("th").first()).toHaveText("Indicator");
    const image = article.locator('img[src^="/uploads/"][src$=".jpg"]'); // the pasted one (the cover is the PNG)
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await screenshots(page, "editor-article-public");
  });

  test("a failed upload of a pasted image removes the preview and explains why", async ({ page }) => {
    await page.route("**/api/services/upload", (route) =>
      route.fulfill({ status: 415, contentType: "application/json", body: JSON.stringify({ message: "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise." }) }),
    );
    await signIn(page, E2E.admin, "/prices/new");
    const editor = page.getByRole("textbox", { name: "Descriere" });
    await editor.click();
    await page.keyboard.type("Text");
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await pastePng(editor);
    await expect.poll(() => alerts).toEqual(["Image upload failed: Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise."]);
    await expect(editor.locator("img")).toHaveCount(0);
    await expect(editor).toHaveText("Text");
  });

  test("inserts an image from the file picker, refuses other file types, and the toolbar works from the keyboard", async ({ page }) => {
    await signIn(page, E2E.admin, "/prices/new");
    const editor = page.getByRole("textbox", { name: "Descriere" });
    const toolbar = page.getByRole("toolbar", { name: "Bara de formatare" });
    await editor.click();
    await page.keyboard.type("Logo:");

    // The toolbar is one Tab stop (WAI-ARIA toolbar): from the field before it, Tab reaches the toolbar's
    // first enabled control (Înapoi, now that there is something to undo), and Tab again the text.
    await page.getByLabel(/^Preț/).focus();
    await page.keyboard.press("Tab");
    const undo = toolbar.getByRole("button", { name: "Înapoi" });
    await expect(undo).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(undo).toBeFocused();
    // Refă has nothing to redo, so it is skipped.
    await page.keyboard.press("ArrowRight");
    const style = toolbar.getByLabel("Stil paragraf");
    await expect(style).toBeFocused();
    // No arrow key applies a format: the paragraph stays a paragraph ('Titlu 1' on ArrowRight before).
    for (const key of ["ArrowDown", "ArrowUp", "PageDown", "PageUp"]) {
      await page.keyboard.press(key);
      await expect(style, key).toHaveValue("paragraph");
    }
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByLabel("Dimensiune font")).toBeFocused();
    await expect(style).toHaveValue("paragraph");
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Aldin" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Cursiv" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(toolbar.getByRole("button", { name: "Aldin" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(toolbar.getByRole("button", { name: "Șterge formatarea" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(undo).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    const clear = toolbar.getByRole("button", { name: "Șterge formatarea" });
    await expect(clear).toBeFocused();
    // The control used last is the Tab stop now.
    await page.keyboard.press("Tab");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(clear).toBeFocused();
    await expect(editor.locator("h1, h2, h3, h4, h5, h6")).toHaveCount(0);
    await expect(editor).toHaveText("Logo:");

    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const text = page.waitForEvent("filechooser");
    await toolbar.getByRole("button", { name: "Inserează imagine" }).click();
    await (await text).setFiles({ name: "nota.txt", mimeType: "text/plain", buffer: Buffer.from("nu este o imagine") });
    await expect.poll(() => alerts).toEqual(["Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise."]);
    await expect(editor.locator("img")).toHaveCount(0);

    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#7c3aed" } }).png().toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await toolbar.getByRole("button", { name: "Inserează imagine" }).click();
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    // Chosen files are uploaded as they are (no resize, the type is kept).
    await expect(editor.locator("img")).toHaveAttribute("src", /^\/uploads\/[\w-]+\.png$/, { timeout: 15_000 });
    await expect.poll(() => editor.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  });

  test("a second image goes after the selected first one, a failed upload changes nothing, and a click opens the settings", async ({ page }) => {
    await signIn(page, E2E.admin, "/prices/new");
    const editor = page.getByRole("textbox", { name: "Descriere" });
    const toolbar = page.getByRole("toolbar", { name: "Bara de formatare" });
    const settings = page.getByRole("dialog", { name: "Setări imagine" });
    const images = editor.locator("img");
    const sources = () => images.evaluateAll((all) => all.map((img) => img.getAttribute("src") ?? ""));
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const insert = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent("filechooser");
      await toolbar.getByRole("button", { name: "Inserează imagine" }).click();
      await (await chooser).setFiles(file);
    };
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#0d9488" } }).jpeg().toBuffer();
    const png = await sharp({ create: { width: 300, height: 180, channels: 3, background: "#f97366" } }).png().toBuffer();

    await editor.click();
    await page.keyboard.type("Înainte");
    await insert({ name: "prima.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await expect(images).toHaveCount(1);
    await expect(images.first()).toHaveAttribute("src", /^\/uploads\/[\w-]+\.jpg$/, { timeout: 15_000 });
    // A new image does not pop its settings up; the caret is after it, so typing goes on below it.
    await expect(settings).toHaveCount(0);
    await page.keyboard.type("După");
    await expect(editor.locator("p").last()).toHaveText("După");
    await expect(images).toHaveCount(1);

    // A click selects the image and opens its settings (SPEC 2.2); Anulează leaves it selected.
    await images.first().click();
    await expect(settings).toBeVisible();
    await settings.getByRole("button", { name: "Anulează" }).click();
    await expect(settings).toHaveCount(0);
    await expect(images.first()).toHaveClass(/ProseMirror-selectednode/);
    await expect(toolbar.getByRole("button", { name: "Setări imagine" })).toBeVisible();

    // The next image goes after the selected one, never over it.
    await insert({ name: "a-doua.png", mimeType: "image/png", buffer: png });
    await expect(images).toHaveCount(2);
    await expect.poll(sources, { timeout: 15_000 }).toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/^\/uploads\/[\w-]+\.png$/)]);
    // The document, whatever is selected.
    const html = () => editor.evaluate((el) => el.innerHTML.replace(/ class="[^"]*"/g, ""));
    const before = await html();

    // With the first image selected again, a failed upload leaves the document as it was.
    await images.first().click();
    await settings.getByRole("button", { name: "Anulează" }).click();
    await page.route("**/api/services/upload", (route) =>
      route.fulfill({ status: 415, contentType: "application/json", body: JSON.stringify({ message: "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise." }) }),
    );
    await insert({ name: "a-treia.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => alerts).toEqual(["Image upload failed: Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise."]);
    await expect.poll(sources).toHaveLength(2);
    await expect.poll(html).toBe(before);

    // A double-click opens the settings and they stay open (its second click lands on the backdrop).
    await images.nth(1).dblclick();
    await expect(settings).toBeVisible();
    await page.waitForTimeout(300);
    await expect(settings).toBeVisible();
    await expect(settings.getByRole("textbox", { name: "Lățime" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(settings).toHaveCount(0);
  });

  test("typing after an image inserted at the end of a list item or a quote continues after it", async ({ page }) => {
    await signIn(page, E2E.admin, "/prices/new");
    const editor = page.getByRole("textbox", { name: "Descriere" });
    const toolbar = page.getByRole("toolbar", { name: "Bara de formatare" });
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: "#7c3aed" } }).png().toBuffer();
    const insert = async (name: string) => {
      const chooser = page.waitForEvent("filechooser");
      await toolbar.getByRole("button", { name: "Inserează imagine" }).click();
      await (await chooser).setFiles({ name, mimeType: "image/png", buffer: png });
    };

    await editor.click();
    await toolbar.getByRole("button", { name: "Listă cu puncte" }).click();
    await page.keyboard.type("Primul punct");
    await insert("lista.png");
    await expect(editor.locator("li img")).toHaveAttribute("src", /^\/uploads\/[\w-]+\.png$/, { timeout: 15_000 });
    await page.keyboard.type("după imagine");
    await expect(editor.locator("li img")).toHaveCount(1);
    await expect(editor.locator("li").first().locator("p")).toHaveText(["Primul punct", "după imagine"]);

    // Out of the list, into a quote: the same at the end of the quote.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Citat" }).click();
    await page.keyboard.type("Un citat");
    await insert("citat.png");
    await expect(editor.locator("blockquote img")).toHaveAttribute("src", /^\/uploads\/[\w-]+\.png$/, { timeout: 15_000 });
    await page.keyboard.type("după citat");
    await expect(editor.locator("img")).toHaveCount(2);
    await expect(editor.locator("blockquote p")).toHaveText(["Un citat", "după citat"]);
    await screenshots(page, "editor-image-in-list");
  });

  test("pasted HTML with an inline data: image uploads it like a pasted file, or says why not", async ({ page }) => {
    await signIn(page, E2E.admin, "/prices/new");
    const editor = page.getByRole("textbox", { name: "Descriere" });
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const pasteHtml = (html: string) =>
      editor.evaluate((element, markup) => {
        const data = new DataTransfer();
        data.setData("text/html", markup);
        data.setData("text/plain", "Text lipit");
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, html);
    const pngDataUrl = await editor.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 1600;
      canvas.height = 800;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#0d9488";
      context.fillRect(0, 0, 1600, 800);
      return canvas.toDataURL("image/png");
    });

    await editor.click();
    await pasteHtml(`<p>Text lipit dintr-un document</p><img src="${pngDataUrl}" alt="grafic">`);
    await expect(editor).toContainText("Text lipit dintr-un document");
    // Resized and re-encoded like a pasted file (SPEC 9), then uploaded: a stored JPEG, never a data: URL.
    const image = editor.locator("img");
    await expect(image).toHaveAttribute("src", /^\/uploads\/[\w-]+\.jpg$/, { timeout: 15_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(alerts).toEqual([]);

    // An inline SVG is refused with the message a pasted SVG file gets.
    await pasteHtml('<p>Cu o pictogramă</p><img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22%3E%3C/svg%3E">');
    await expect.poll(() => alerts).toEqual(["Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise."]);
    await expect(editor).toContainText("Cu o pictogramă");
    await expect(image).toHaveCount(1);
  });

  test("on a phone the toolbar is one opaque row that scrolls sideways, every control reachable; on a desktop it wraps as before", async ({ page }) => {
    await signIn(page, E2E.admin, "/blog/new");
    await page.setViewportSize({ width: 390, height: 844 });
    const editor = page.getByRole("textbox", { name: /^Conținut/ });
    const toolbar = page.getByRole("toolbar", { name: "Bara de formatare" });
    const row = toolbar.locator("[data-toolbar-row]");
    await expect(toolbar).toBeVisible();

    const box = (await toolbar.boundingBox())!;
    expect(box.height, "one row of 36 px controls plus padding").toBeLessThanOrEqual(56);
    expect(await toolbar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    expect(await toolbar.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("none");
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
    // The row scrolls inside itself: the page does not become wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Every control has a name and, focused with Tab, scrolls into the visible part of the row.
    const controls = toolbar.locator("[data-toolbar-row] button, [data-toolbar-row] select");
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(20);
    await controls.first().focus();
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      if (await control.isDisabled()) continue;
      await control.focus();
      const name = (await control.getAttribute("aria-label")) ?? (await control.innerText()).trim();
      expect(name.length, `control ${i} has a name`).toBeGreaterThan(0);
      const [rect, visible] = await Promise.all([control.boundingBox(), row.boundingBox()]);
      expect(rect!.x, `${name} scrolled into view`).toBeGreaterThanOrEqual(visible!.x - 1);
      expect(rect!.x + rect!.width, `${name} scrolled into view`).toBeLessThanOrEqual(visible!.x + visible!.width + 1);
    }

    // A panel opens below the bar, whole (the scrolling row does not clip it), and works.
    await editor.click();
    await page.keyboard.type("Text colorat");
    await editor.press("Control+A");
    await toolbar.getByRole("button", { name: "Culoare text" }).click();
    const colours = page.getByRole("dialog", { name: "Culoare text" });
    await expect(colours).toBeVisible();
    const [panel, bar] = [(await colours.boundingBox())!, (await toolbar.boundingBox())!];
    expect(panel.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "e2e-screens/editor-toolbar-phone-panel-390.png" });
    const red = colours.getByRole("button", { name: "Roșu (#dc2626)" });
    await expect(red).toBeInViewport();
    await red.click();
    await expect(editor.locator("span", { hasText: "Text colorat" })).toHaveCSS("color", "rgb(220, 38, 38)");

    // Swiping the row sideways reaches the last control.
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(toolbar.getByRole("button", { name: "Șterge formatarea" })).toBeInViewport();

    // Long text scrolled under the stuck toolbar does not show through it.
    await editor.press("End");
    for (let i = 0; i < 30; i++) await page.keyboard.press("Enter");
    await page.keyboard.type("Ultimul rând");
    await page.mouse.wheel(0, 600);
    // The toolbar stays stuck under the top bar with the text passing under it.
    await expect.poll(async () => (await toolbar.boundingBox())!.y).toBeLessThan(box.y);
    // Stuck right under the portal's top bar, not partly behind it.
    const topBar = await page.evaluate(() => document.elementFromPoint(200, 2)?.closest(".sticky")?.getBoundingClientRect().bottom ?? 0);
    expect(topBar).toBeGreaterThan(0);
    expect(Math.abs((await toolbar.boundingBox())!.y - topBar)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: "e2e-screens/editor-toolbar-phone-stuck-390.png" });
    await screenshots(page, "editor-toolbar-phone");

    // Desktop: the toolbar wraps on several rows as before, nothing scrolls sideways.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await row.evaluate((el) => getComputedStyle(el).flexWrap)).toBe("wrap");
    expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await editor.press("Control+Home");
    await toolbar.evaluate((el) => el.parentElement!.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: "e2e-screens/editor-toolbar-desktop-1280.png" });
  });
});
