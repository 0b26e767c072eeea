import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, expectItemNotFound, screenshots, signIn } from "./support/portal";

const REQUIRED = "Acest câmp este obligatoriu";
const IN_USE = "Categoria nu poate fi ștearsă deoarece este folosită de unul sau mai multe pachete.";
const STALE = "Altcineva a salvat între timp o versiune nouă.";

type PlanDto = { uuid: string; name: string; category_name: string | null; plan_type: string; status: string; updated_at: string };

async function createPlanViaApi(request: APIRequestContext, name: string): Promise<PlanDto> {
  const token = await apiToken(request);
  const response = await request.post("/api/packages", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, price: "100 €", description: "<p>Creat de test</p>", planType: "none", category_id: null, status: "draft" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlanDto;
}

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

test.describe("Planuri și pachete", () => {
  test("lists the seeded plans with type labels and Pachet Complet, ten per page", async ({ page }) => {
    await signIn(page, E2E.admin, "/prices");
    await expect(page.getByRole("heading", { name: "Planuri și pachete" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(11); // header + 10 plans

    await expect(rowOf(page, "Site de prezentare")).toContainText("Recomandat");
    await expect(rowOf(page, "Site de prezentare")).toContainText("Development");
    await expect(rowOf(page, "Google Ads Performance")).toContainText("Popular");
    await expect(rowOf(page, "Google Ads Performance")).toContainText("PPC");
    await expect(rowOf(page, "Magazin online")).not.toContainText(/Popular|Recomandat/);
    await expect(rowOf(page, "Magazin online")).toContainText("Publicat");
    await screenshots(page, "plans-list");

    // Phones get stacked cards: nothing wider than the viewport.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("list", { name: "Planuri și pachete" }).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("navigation", { name: "Paginare pachete" }).getByRole("button", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/\/prices\?page=2$/);
    await expect(rowOf(page, "Pachet Start")).toContainText("Pachet Complet");
    await expect(rowOf(page, "Pachet Creștere")).toContainText("Popular");
    await expect(rowOf(page, "Pachet Creștere")).toContainText("Pachet Complet");
    await expect(rowOf(page, "Pachet Performanță")).toContainText("Recomandat");
    await expect(rowOf(page, "Audit de marketing")).toContainText("Draft");
    await expect(rowOf(page, "Site de prezentare")).toHaveCount(0);

    await page.getByRole("link", { name: "Editează pachetul Pachet Start" }).click();
    await expect(page).toHaveURL(/\/prices\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Nume")).toHaveValue("Pachet Start");
    await expect(page.getByLabel("Categorie", { exact: true }).locator("option:checked")).toHaveText("Fără categorie (Pachet Complet)");
  });

  test("a failed list offers a retry that loads it", async ({ page }) => {
    let failures = 0;
    await page.route("**/api/packages/admin?*", async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "x" }) });
      else await route.continue();
    });
    await signIn(page, E2E.admin, "/prices");
    await expect(page.getByRole("alert").filter({ hasText: "Nu s-au putut prelua pachetele de preț" })).toBeVisible();
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(rowOf(page, "Site de prezentare")).toBeVisible();
  });

  test("an empty form shows the required message under name, price and description", async ({ page }) => {
    await signIn(page, E2E.admin, "/prices");
    await page.getByRole("link", { name: "Adaugă pachet" }).click();
    await expect(page).toHaveURL(/\/prices\/new$/);
    await expect(page.getByRole("heading", { name: "Adaugă un pachet nou" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Status" }).getByLabel("Draft")).toBeChecked();
    await expect(page.getByRole("option", { name: "Development" })).toBeAttached();
    await screenshots(page, "plans-form");

    await page.getByRole("button", { name: "Salvează pachetul" }).click();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(3);
    await expect(page.getByLabel("Nume")).toBeFocused();
    await expect(page).toHaveURL(/\/prices\/new$/);
    await screenshots(page, "plans-form-errors");

    // Unsaved changes: leaving asks first (QUALITY D2); dismissing stays, accepting leaves.
    await page.getByLabel("Nume").fill("Pachet nesalvat");
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Anulează" }).click();
    await expect.poll(() => asked).toEqual(["Aveți modificări nesalvate. Sigur doriți să părăsiți pagina?"]);
    await expect(page).toHaveURL(/\/prices\/new$/);
    await expect(page.getByLabel("Nume")).toHaveValue("Pachet nesalvat");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Anulează" }).click();
    await expect(page).toHaveURL(/\/prices$/);
  });

  test("creates a published plan with a category added inline by pressing Enter", async ({ page, request }) => {
    const stamp = Date.now();
    const name = `Pachet Video ${stamp}`;
    const category = `Video ${stamp}`;
    await signIn(page, E2E.admin, "/prices/new");

    await page.getByLabel("Nume").fill(name);
    await page.getByLabel("Preț").fill("de la 600 €");
    await page.getByLabel("Descriere").fill("<p>Filmare și montaj</p><ul><li>Un clip pe lună</li></ul>");
    await page.getByLabel("Tip plan").selectOption({ label: "Popular" });
    await page.getByLabel("Categorie nouă").fill(category);
    await page.getByLabel("Categorie nouă").press("Enter");

    await expect(page.getByLabel("Categorie", { exact: true }).locator("option:checked")).toHaveText(category);
    await expect(page.getByLabel("Categorie nouă")).toHaveValue("");
    await expect(page.getByRole("list", { name: "Categorii existente" })).toContainText(category);
    await expect(page).toHaveURL(/\/prices\/new$/); // Enter added the category, it did not submit the plan
    await page.getByLabel("Publicat").check();
    await page.getByRole("button", { name: "Salvează pachetul" }).click();

    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/prices$`));
    await expect(page.getByRole("status").filter({ hasText: "Pachetul a fost creat." })).toBeVisible();
    const row = rowOf(page, name);
    await expect(row).toContainText(category);
    await expect(row).toContainText("Popular");
    await expect(row).toContainText("Publicat");
    await expect(row).toContainText("de la 600 €");

    const plans = (await (await request.get("/api/packages/public")).json()) as PlanDto[];
    const stored = plans.find((p) => p.name === name);
    expect(stored).toMatchObject({ category_name: category, plan_type: "featured", status: "published" });
  });

  test("deleting a category still used by plans asks first, then alerts", async ({ page, request }) => {
    await signIn(page, E2E.admin, "/prices/new");
    const dialogs: string[] = [];
    page.once("dialog", async (confirm) => {
      dialogs.push(`${confirm.type()}: ${confirm.message()}`);
      page.once("dialog", async (alert) => {
        dialogs.push(`${alert.type()}: ${alert.message()}`);
        await alert.accept();
      });
      await confirm.accept();
    });
    await page.getByRole("button", { name: "Șterge categoria Development" }).click();

    await expect.poll(() => dialogs).toEqual([
      "confirm: Sunteți sigur că doriți să ștergeți categoria „Development”?",
      `alert: ${IN_USE}`,
    ]);
    await expect(page.getByRole("list", { name: "Categorii existente" })).toContainText("Development");
    const categories = (await (await request.get("/api/categories")).json()) as Array<{ name: string }>;
    expect(categories.map((c) => c.name)).toContain("Development");
  });

  test("an admin deletes a plan after confirming", async ({ page, request }) => {
    const plan = await createPlanViaApi(request, `Pachet de șters ${Date.now()}`);
    await signIn(page, E2E.admin, "/prices");
    const remove = page.getByRole("button", { name: `Șterge pachetul ${plan.name}` });

    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await remove.click();
    await expect.poll(() => asked).toEqual(["Sunteți sigur că doriți să ștergeți acest pachet?"]);
    await expect(rowOf(page, plan.name)).toBeVisible();

    page.once("dialog", (dialog) => void dialog.accept());
    await remove.click();
    await expect(page.getByRole("status").filter({ hasText: "Pachetul a fost șters." })).toBeVisible();
    await expect(rowOf(page, plan.name)).toHaveCount(0);

    const token = await apiToken(request);
    const gone = await request.get(`/api/packages/${plan.uuid}`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status()).toBe(404);
  });

  test("an editor edits plans but sees no delete buttons", async ({ page, request }) => {
    const plan = await createPlanViaApi(request, `Pachet editor ${Date.now()}`);
    await signIn(page, E2E.editor, "/prices");
    await expect(rowOf(page, "Site de prezentare")).toBeVisible();
    expect(await page.getByRole("link", { name: /^Editează pachetul / }).count()).toBe(10);
    await expect(page.getByRole("button", { name: /Șterge/ })).toHaveCount(0);

    await page.getByRole("link", { name: `Editează pachetul ${plan.name}` }).click();
    await expect(page.getByLabel("Nume")).toHaveValue(plan.name);
    await page.getByLabel("Preț").fill("120 € / lună");
    await page.getByLabel("Categorie", { exact: true }).selectOption({ label: "SEO" });
    await page.getByRole("button", { name: "Salvează pachetul" }).click();

    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.getByRole("status").filter({ hasText: "Pachetul a fost salvat." })).toBeVisible();
    await expect(rowOf(page, plan.name)).toContainText("120 € / lună");
    await expect(rowOf(page, plan.name)).toContainText("SEO");
  });

  test("a save over someone else's newer change shows the conflict and keeps the form", async ({ page, request }) => {
    const plan = await createPlanViaApi(request, `Pachet concurent ${Date.now()}`);
    await signIn(page, E2E.admin, `/prices/${plan.uuid}`);
    await expect(page.getByLabel("Nume")).toHaveValue(plan.name);

    const token = await apiToken(request, E2E.editor);
    const other = await request.put(`/api/packages/${plan.uuid}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `${plan.name} (editor)`, price: "100 €", description: "<p>Alt text</p>", planType: "none", category_id: null, status: "draft", updated_at: plan.updated_at },
    });
    expect(other.status()).toBe(200);

    await page.getByLabel("Nume").fill(`${plan.name} (admin)`);
    await page.getByRole("button", { name: "Salvează pachetul" }).click();
    await expect(page.getByRole("alert").filter({ hasText: STALE })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/prices/${plan.uuid}$`));
    const stored = (await (await request.get(`/api/packages/${plan.uuid}`, { headers: { authorization: `Bearer ${token}` } })).json()) as PlanDto;
    expect(stored.name).toBe(`${plan.name} (editor)`);
  });

  test("an unknown plan says it was not found and leads back to the list", async ({ page }) => {
    await signIn(page, E2E.admin, "/prices/00000000-0000-4000-8000-000000000000");
    await expectItemNotFound(page, "Pachetul nu a fost găsit.", "/prices", /Înapoi la pachete/);
    await expect(page.getByText("Eroare la încărcarea pachetului")).toHaveCount(0);
  });
});
