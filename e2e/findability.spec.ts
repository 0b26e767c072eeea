import { expect, test } from "./support/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, screenshots, signIn } from "./support/portal";

test.describe("findability", () => {
  test("a visitor without JavaScript searches from the header and opens a result; the results are not indexed", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "ro-RO" });
    const page = await context.newPage();
    await page.goto("/");
    const search = page.getByRole("search", { name: "Căutare pe site" }).first();
    await search.getByLabel("Caută pe site").fill("cuvintele cheie");
    await search.getByLabel("Caută pe site").press("Enter");
    await expect(page).toHaveURL(/\/cautare\?q=cuvintele\+cheie$/);
    await expect(page.getByRole("heading", { level: 1, name: "Căutare pe site" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const result = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /Cum alegi cuvintele cheie potrivite/ }) });
    await expect(result).toContainText("Articol");
    await expect(result.locator("mark").first()).toHaveText(/cuvintele|cheie/i);

    // Accents typed or not, comma or cedilla: the same results.
    const found = async (q: string) => {
      await page.goto(`/cautare?q=${encodeURIComponent(q)}`);
      return page.getByRole("main").getByRole("listitem").allInnerTexts();
    };
    const plain = await found("piloni de continut");
    expect(plain.length).toBeGreaterThan(0);
    expect(await found("piloni de conţinut")).toEqual(plain); // cedilla ţ
    expect(await found("Piloni de conținut")).toEqual(plain); // comma ț

    await page.goto("/cautare?q=zzzqqq");
    await expect(page.getByText("Nu am găsit nimic pentru „zzzqqq”.")).toBeVisible();
    await page.getByRole("link", { name: "Tarife" }).last().click();
    await expect(page).toHaveURL(/\/tarife$/);
    await context.close();
  });

  test("an editor fixes a red SEO check: the keyphrase missing from the address turns green once the slug has it", async ({ page }) => {
    await signIn(page, E2E.editor, "/blog/new");
    await page.getByLabel(/^Titlu/).fill("Audit SEO pentru un magazin online");
    await page.getByLabel(/^Slug/).fill("audit-magazin");
    await page.getByLabel("Expresie cheie (opțional)").fill("audit SEO");
    const advice = page.getByRole("region", { name: "Verificare SEO" });
    await expect(advice).toContainText("Problemă: Expresia cheie lipsește din adresa (slug).");
    await expect(advice.getByTestId("serp-preview")).toContainText("blog › audit-magazin");
    await screenshots(page, "verificare-seo");
    await page.getByLabel(/^Slug/).fill("audit-seo-magazin-online");
    await expect(advice).toContainText("Bine: Expresia cheie apare în adresa (slug).");
    await page.getByRole("button", { name: "Salvează articolul" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/blog/\\d+$|/blog$`));
  });

  test("an editor reuses an image from the library instead of uploading it again, and the library says where it is used", async ({ page }) => {
    await signIn(page, E2E.editor, "/media");
    await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
    const first = page.getByRole("button", { name: /^Detalii / }).first();
    await expect(first).toBeVisible();
    await screenshots(page, "media");

    await page.goto(`${ADMIN_BASE}/blog/new`);
    await page.getByLabel(/^Titlu/).fill("Articol cu o imagine din bibliotecă");
    await page.getByRole("group", { name: "Imagine" }).getByRole("button", { name: "Alege din bibliotecă" }).click();
    const picker = page.getByRole("dialog", { name: "Alege din bibliotecă" });
    await picker.getByRole("button", { name: /^Alege / }).first().click();
    await expect(picker).toBeHidden();
    const preview = page.getByAltText("Previzualizare imagine");
    await expect(preview).toHaveAttribute("src", /^\/uploads\//);
    const filename = ((await preview.getAttribute("src")) ?? "").replace("/uploads/", "");
    await page.getByRole("button", { name: "Salvează articolul" }).click();
    await expect(page).toHaveURL(/\/blog$/);

    await page.goto(`${ADMIN_BASE}/media?use=blog&q=${filename}`);
    await page.getByRole("button", { name: /^Detalii / }).first().click();
    const details = page.getByRole("dialog");
    await expect(details.getByRole("listitem").filter({ hasText: "Articol „Articol cu o imagine din bibliotecă” (imaginea principală)" })).toBeVisible();
  });
});
