import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, expectItemNotFound, screenshots, signIn } from "./support/portal";

const DASHBOARD = `${ADMIN_BASE}/dashboard`;
const STALE = "Altcineva a salvat între timp o versiune nouă.";
const DUPLICATE = "Acest slug este deja folosit. Vă rugăm să alegeți altul.";
const NAME = "Marketing pentru stomatologi";
const SLUG = "marketing-pentru-stomatologi";
const RENAMED = "Marketing pentru clinici dentare";

type PageDto = { id: number; name: string; slug: string; status: string; lowerContent: string; updated_at: string };

async function pageBySlug(request: APIRequestContext, slug: string, token: string): Promise<PageDto> {
  const response = await request.get(`/api/pages/${slug}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as PageDto;
}

async function createPageViaApi(request: APIRequestContext, name: string, slug: string): Promise<PageDto> {
  const token = await apiToken(request);
  const response = await request.post("/api/pages", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, slug, metaTitle: "", metaDescription: "", upperContent: "", lowerContent: "<p>Text</p>", status: "draft" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PageDto;
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

/** The sidebar's 'Administrare Pagini' group, opened when closed. */
async function sidebarPages(page: Page) {
  const nav = page.getByRole("navigation", { name: "Meniu portal" });
  const toggle = nav.getByRole("button", { name: "Administrare Pagini" });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(nav.getByRole("link", { name: "+ Creează pagină nouă" })).toBeVisible();
  return nav;
}

const save = (page: Page) => page.getByRole("button", { name: "Salvează pagina" });

test.describe("Administrare Pagini", () => {
  test("create, edit and delete a page; the sidebar follows without a reload", async ({ page, request }) => {
    // A retry on the same server starts clean.
    const token = await apiToken(request);
    for (const slug of [SLUG]) await request.delete(`/api/pages/${slug}`, { headers: { authorization: `Bearer ${token}` } });

    await signIn(page, E2E.admin, "/dashboard");
    await (await sidebarPages(page)).getByRole("link", { name: "+ Creează pagină nouă" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/pages/new`);
    await expect(page.getByRole("heading", { level: 1, name: "Creează o pagină nouă" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Șterge pagina" })).toHaveCount(0);
    // Marks this document: it survives only if nothing reloads the page.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // Published with nothing filled: the page messages, the focus on the name.
    await page.getByLabel("Status").selectOption({ label: "Publicat" });
    await save(page).click();
    await expect(page.getByText("Numele paginii este obligatoriu")).toBeVisible();
    await expect(page.getByText("Slug-ul este obligatoriu")).toBeVisible();
    await expect(page.getByText("Acest câmp este obligatoriu", { exact: true })).toHaveCount(2);
    await expect(page.getByLabel(/^Numele paginii/)).toBeFocused();
    await screenshots(page, "page-form-errors");

    await page.getByLabel(/^Numele paginii/).fill(NAME);
    await expect(page.getByLabel(/^Slug/)).toHaveValue(SLUG);
    await page.getByLabel(/^Meta titlu/).fill("Marketing pentru cabinete stomatologice");
    await page.getByLabel(/^Meta descriere/).fill("Campanii care aduc pacienți noi în cabinetul tău.");
    await typeInEditor(page, "page-lowerContent", "Pacienți noi pentru cabinetul tău, lună de lună.");
    await save(page).click();

    await expect(page).toHaveURL(DASHBOARD);
    await expect(page.getByRole("status").filter({ hasText: "Pagina a fost creată." })).toBeVisible();
    let nav = await sidebarPages(page);
    await expect(nav.getByRole("link", { name: NAME, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // Anonymous visitors get the published page (its public route comes later).
    const anonymous = await request.get(`/api/pages/${SLUG}`);
    expect(anonymous.status()).toBe(200);
    const created = (await anonymous.json()) as PageDto;
    expect(created).toMatchObject({ name: NAME, slug: SLUG, status: "published" });
    expect(created.lowerContent).toContain("Pacienți noi pentru cabinetul tău");

    // Edit: reached from the sidebar; the slug stays as it was.
    await nav.getByRole("link", { name: NAME, exact: true }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/pages/${created.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Editează pagina" })).toBeVisible();
    await expect(page.getByLabel(/^Numele paginii/)).toHaveValue(NAME);
    const view = page.getByRole("link", { name: /Vezi pagina pe site/ });
    await expect(view).toHaveAttribute("href", `/${SLUG}`);
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("status").filter({ hasText: "Pagina a fost creată." })).toHaveCount(0, { timeout: 8000 });
    await screenshots(page, "page-form");
    await page.getByLabel(/^Numele paginii/).fill(RENAMED);
    await expect(page.getByLabel(/^Slug/)).toHaveValue(SLUG);
    await save(page).click();

    await expect(page).toHaveURL(DASHBOARD);
    await expect(page.getByRole("status").filter({ hasText: "Pagina a fost salvată." })).toBeVisible();
    nav = await sidebarPages(page);
    await expect(nav.getByRole("link", { name: RENAMED, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: NAME, exact: true })).toHaveCount(0);
    expect((await pageBySlug(request, SLUG, token)).name).toBe(RENAMED);

    // Delete (admin): asks first; dismissing keeps the page.
    await nav.getByRole("link", { name: RENAMED, exact: true }).click();
    await expect(page.getByLabel(/^Numele paginii/)).toHaveValue(RENAMED);
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("button", { name: "Șterge pagina" }).click();
    await expect.poll(() => asked).toEqual(["Sunteți sigur că doriți să ștergeți această pagină?"]);
    await expect(page).toHaveURL(`${ADMIN_BASE}/pages/${created.id}`);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Șterge pagina" }).click();
    await expect(page).toHaveURL(DASHBOARD);
    await expect(page.getByRole("status").filter({ hasText: "Pagina a fost ștearsă." })).toBeVisible();
    nav = await sidebarPages(page);
    await expect(nav.getByRole("link", { name: RENAMED, exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect((await request.get(`/api/pages/${created.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(404);
  });

  test("an editor edits a page but sees no delete button", async ({ page, request }) => {
    const token = await apiToken(request, E2E.editor);
    const medical = await pageBySlug(request, "marketing-medical", token);
    await signIn(page, E2E.editor, `/pages/${medical.id}`);
    await expect(page.getByLabel(/^Numele paginii/)).toHaveValue(medical.name);
    await expect(save(page)).toBeVisible();
    await expect(page.getByRole("button", { name: /pagina/i }).filter({ hasText: /Șterge/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Vezi pagina pe site/ })).toHaveAttribute("href", "/marketing-medical");
  });

  test("a slug already in use shows the spec's message", async ({ page }) => {
    await signIn(page, E2E.admin, "/pages/new");
    await page.getByLabel(/^Numele paginii/).fill("Contact secundar");
    await page.getByLabel(/^Slug/).fill("contact");
    await save(page).click();
    await expect(page.getByRole("alert").filter({ hasText: DUPLICATE })).toHaveCount(2);
    await expect(page.getByLabel(/^Slug/)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(`${ADMIN_BASE}/pages/new`);
  });

  test("a save over someone else's newer change shows the conflict and overwrites nothing", async ({ page, request }) => {
    const created = await createPageViaApi(request, `Pagină concurentă ${Date.now()}`, `pagina-concurenta-${Date.now()}`);
    await signIn(page, E2E.admin, `/pages/${created.id}`);
    await expect(page.getByLabel(/^Numele paginii/)).toHaveValue(created.name);

    const token = await apiToken(request, E2E.editor);
    const other = await request.put(`/api/pages/${created.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `${created.name} (editor)`, slug: created.slug, lowerContent: "<p>Altul</p>", status: "draft", updated_at: created.updated_at },
    });
    expect(other.status()).toBe(200);

    await page.getByLabel(/^Numele paginii/).fill(`${created.name} (admin)`);
    await save(page).click();
    await expect(page.getByRole("alert").filter({ hasText: STALE })).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN_BASE}/pages/${created.id}`);
    expect((await pageBySlug(request, created.slug, token)).name).toBe(`${created.name} (editor)`);
  });

  test("an unknown page says it was not found and leads back to the dashboard", async ({ page }) => {
    await signIn(page, E2E.admin, "/pages/999999");
    await expectItemNotFound(page, "Pagina nu a fost găsită.", "/dashboard", /Înapoi la dashboard/);
    await expect(page.getByText("Eroare la încărcarea datelor paginii")).toHaveCount(0);
  });
});
