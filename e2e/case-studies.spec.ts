import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

const LIST = `${ADMIN_BASE}/case-studies`;
const LIST_URL = new RegExp(`${LIST.replace(/\./g, "\\.")}$`);
const REQUIRED = "Acest câmp este obligatoriu";
const TOO_LARGE = "Imaginea depășește dimensiunea maximă permisă de 5MB.";

type CaseStudyDto = { id: number; title: string; slug: string; excerpt: string; metaTitle: string; metaDescription: string; date: string | null; status: string };

async function createViaApi(request: APIRequestContext, title: string): Promise<CaseStudyDto> {
  const response = await request.post("/api/case-studies", {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { title, slug: "", status: "draft" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CaseStudyDto;
}

const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Fills every field publishing needs except the meta fields (those are left blank on purpose). */
async function fillPublishable(page: Page, title: string, excerpt: string) {
  await page.getByLabel(/^Titlu/).fill(title);
  await page.getByLabel(/^Rezumat/).fill(excerpt);
  await page.getByLabel(/^Conținut/).fill("Povestea proiectului, pas cu pas.");
  await page.getByLabel(/^Client/).fill("Clinica Zâmbet");
  await page.getByLabel(/^Industrie/).fill("Medical");
  await page.getByLabel(/^Servicii/).fill("SEO, Google Ads");
  await page.getByLabel(/^Perioada/).fill("Ianuarie 2025 - Prezent");
}

test.describe("Studii de caz", () => {
  test("the list shows the seeded case studies with their dates and statuses", async ({ page }) => {
    await signIn(page, E2E.admin, "/case-studies");
    await expect(page.getByRole("heading", { level: 1, name: "Studii de caz" })).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText(["Selecție", "Titlu", "Data creării", "Status", "Acțiuni"]);
    const published = rowOf(page, "Clinică stomatologică: de trei ori mai multe programări online");
    await expect(published).toContainText("Publicat");
    await expect(published.getByRole("cell").nth(2)).toHaveText(/^\d{1,2} [a-zăâîșț]+ \d{4}$/);
    await expect(rowOf(page, "Producător de mobilier: lansarea unui magazin online B2B")).toContainText("Draft");
    await expect(published.getByRole("link", { name: /Editează studiul de caz/ })).toHaveAttribute("href", new RegExp(`${LIST.replace(/\./g, "\\.")}/\\d+$`));
    await screenshots(page, "case-studies-list");

    // Phones get stacked cards: nothing wider than the viewport.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("list", { name: "Studii de caz" }).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a failed list offers a retry that loads it", async ({ page }) => {
    let failures = 0;
    await page.route("**/api/case-studies?*", async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "" }) });
      else await route.continue();
    });
    await signIn(page, E2E.admin, "/case-studies");
    await expect(page.getByRole("alert").filter({ hasText: "Nu s-au putut prelua studiile de caz" })).toBeVisible();
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(rowOf(page, "Bistro local: rebranding și social media care umplu mesele")).toBeVisible();
  });

  test("publishing with empty fields shows the required messages and focuses the first failing field", async ({ page }) => {
    await signIn(page, E2E.admin, "/case-studies");
    await page.getByRole("link", { name: "Adaugă studiu de caz" }).click();
    await expect(page).toHaveURL(/\/case-studies\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Creează un studiu de caz nou" })).toBeVisible();
    await screenshots(page, "case-study-form");

    await page.getByLabel("Status").selectOption({ label: "Publicat" });
    await page.getByRole("button", { name: "Salvează studiul de caz" }).click();
    await expect(page.getByLabel(/^Titlu/)).toBeFocused();
    // Title, slug (nothing to build it from), excerpt, content, industry, services, period, meta title and description.
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(9);
    for (const label of [/^Titlu/, /^Rezumat/, /^Industrie/, /^Servicii/, /^Perioada/, /^Meta titlu/, /^Meta descriere/]) {
      await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.getByLabel(/^Client/)).not.toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/case-studies\/new$/);
    await screenshots(page, "case-study-form-errors");

    // With the title and excerpt filled, the blank meta fields are no longer flagged (they take the defaults).
    await page.getByLabel(/^Titlu/).fill("Titlu de probă");
    await page.getByLabel(/^Rezumat/).fill("Rezumat de probă");
    await expect(page.getByLabel(/^Meta titlu/)).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Meta descriere/)).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Slug/)).toHaveValue("titlu-de-proba");

    // Unsaved changes: leaving asks first (QUALITY D2).
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Anulează" }).click();
    await expect.poll(() => asked).toEqual(["Aveți modificări nesalvate. Sigur doriți să părăsiți pagina?"]);
    await expect(page).toHaveURL(/\/case-studies\/new$/);
  });

  test("publishes a case study with blank meta fields: the API fills them from the title and excerpt", async ({ page, request }) => {
    const title = unique("Clinică dentară online");
    const excerpt = "De trei ori mai multe programări online în șase luni, cu SEO local și Google Ads.";
    await signIn(page, E2E.admin, "/case-studies/new");
    await fillPublishable(page, title, excerpt);
    await expect(page.getByRole("list", { name: "Servicii introduse" }).getByRole("listitem")).toHaveText(["SEO", "Google Ads"]);
    const slug = await page.getByLabel(/^Slug/).inputValue();
    expect(slug).toMatch(/^clinica-dentara-online-[a-z0-9]+$/);
    await page.getByLabel("Status").selectOption({ label: "Publicat" });
    await page.getByRole("button", { name: "Salvează studiul de caz" }).click();

    await expect(page).toHaveURL(LIST_URL);
    await expect(page.getByRole("status").filter({ hasText: "Studiul de caz a fost creat." })).toBeVisible();
    await expect(rowOf(page, title)).toContainText("Publicat");

    const response = await request.get(`/api/case-studies/${slug}`);
    expect(response.status()).toBe(200);
    const stored = (await response.json()) as CaseStudyDto & { services: string; perioada: string; industry: string };
    expect(stored).toMatchObject({ title, excerpt, metaTitle: title, metaDescription: excerpt, services: "SEO, Google Ads", perioada: "Ianuarie 2025 - Prezent", status: "published" });
    expect(Number.isNaN(Date.parse(stored.date ?? ""))).toBe(false);

    // The edit form loads it back, slug kept as hand-edited.
    await rowOf(page, title).getByRole("link", { name: /Editează/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Editează studiul de caz" })).toBeVisible();
    await expect(page.getByLabel(/^Titlu/)).toHaveValue(title);
    await expect(page.getByLabel(/^Meta titlu/)).toHaveValue(title);
    await page.getByLabel(/^Titlu/).fill(`${title} (actualizat)`);
    await expect(page.getByLabel(/^Slug/)).toHaveValue(slug);
    await screenshots(page, "case-study-edit");
    await page.getByRole("button", { name: "Salvează studiul de caz" }).click();
    await expect(page).toHaveURL(LIST_URL);
    await expect(rowOf(page, `${title} (actualizat)`)).toBeVisible();
  });

  test("a draft is saved with only a title and stays hidden from anonymous callers", async ({ page, request }) => {
    const title = unique("Studiu în lucru");
    await signIn(page, E2E.admin, "/case-studies/new");
    await page.getByLabel(/^Titlu/).fill(title);
    const slug = await page.getByLabel(/^Slug/).inputValue();
    await page.getByRole("button", { name: "Salvează studiul de caz" }).click();
    await expect(page).toHaveURL(LIST_URL);
    await expect(rowOf(page, title)).toContainText("Draft");

    expect((await request.get(`/api/case-studies/${slug}`)).status()).toBe(404);
    const signedIn = await request.get(`/api/case-studies/${slug}`, { headers: { authorization: `Bearer ${await apiToken(request)}` } });
    expect(signedIn.status()).toBe(200);
  });

  test("a file over 8 MB is refused with the case-study form's 5MB message", async ({ page }) => {
    await signIn(page, E2E.admin, "/case-studies/new");
    await page.locator("#cs-featuredImage").setInputFiles({ name: "mare.png", mimeType: "image/png", buffer: Buffer.alloc(8_388_609, 1) });
    await expect(page.getByText(TOO_LARGE, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "Previzualizare imagine" })).toHaveCount(0);
  });

  test("an editor can edit but sees no delete button", async ({ page }) => {
    await signIn(page, E2E.editor, "/case-studies");
    const row = rowOf(page, "Ansamblu rezidențial: 480 de lead-uri calificate în șase luni");
    await expect(row.getByRole("link", { name: /Editează/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Șterge/ })).toHaveCount(0);
  });

  test("an admin deletes a case study after confirming", async ({ page, request }) => {
    const created = await createViaApi(request, unique("De șters"));
    await signIn(page, E2E.admin, "/case-studies");
    const row = rowOf(page, created.title);
    await expect(row).toBeVisible();

    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.accept();
    });
    await row.getByRole("button", { name: `Șterge studiul de caz ${created.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Studiul de caz a fost șters." })).toBeVisible();
    await expect(rowOf(page, created.title)).toHaveCount(0);
    expect(asked).toEqual(["Sunteți sigur că doriți să ștergeți acest studiu de caz?"]);
    const gone = await request.get(`/api/case-studies/${created.id}`, { headers: { authorization: `Bearer ${await apiToken(request)}` } });
    expect(gone.status()).toBe(404);
  });

  test("the preview shows the public layout with the industry and period, on desktop and in a 375 px mobile frame", async ({ page }) => {
    await signIn(page, E2E.admin, "/case-studies/new");
    await fillPublishable(page, "Previzualizare clinică", "Rezumatul proiectului.");
    await page.getByRole("button", { name: "Previzualizare" }).click();

    const overlay = page.getByRole("dialog", { name: "Previzualizare: Studiu de caz" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("heading", { level: 1, name: "Previzualizare clinică" })).toBeVisible();
    await expect(overlay.getByText("Industrie:", { exact: true })).toBeVisible();
    await expect(overlay.getByText("Medical", { exact: true })).toBeVisible();
    await expect(overlay.getByText("Ianuarie 2025 - Prezent", { exact: true })).toBeVisible();
    await expect(overlay.getByText("Povestea proiectului, pas cu pas.")).toBeVisible();
    await page.screenshot({ path: "e2e-screens/case-study-preview-desktop-1280.png" });

    await overlay.getByRole("button", { name: "Mobil" }).click();
    const frame = overlay.getByRole("region", { name: /Previzualizare mobil/ });
    await expect(frame).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.width).toBe(375);
    await expect(frame.getByText("Industrie:", { exact: true })).toBeVisible();
    await page.screenshot({ path: "e2e-screens/case-study-preview-mobile-1280.png" });

    await overlay.getByRole("button", { name: "Închide previzualizarea" }).click();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByLabel(/^Titlu/)).toHaveValue("Previzualizare clinică");
  });
});
