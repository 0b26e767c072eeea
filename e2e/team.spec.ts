import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

const LIST = `${ADMIN_BASE}/team`;
const LIST_URL = new RegExp(`${LIST.replace(/\./g, "\\.")}$`);
const REQUIRED = "Acest câmp este obligatoriu";
const IMAGE_REQUIRED = "Imaginea este obligatorie";

// A real 8x8 violet PNG: the upload endpoint checks the magic bytes, not the name.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOosXqLFTEMLQkA0eBowXCXrMoAAAAASUVORK5CYII=", "base64");

type MemberDto = { id: number; name: string; title: string; keyword: string; image: string; description: string };

async function createViaApi(request: APIRequestContext, name: string): Promise<MemberDto> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const upload = await request.post("/api/team/upload", { headers, multipart: { image: { name: "p.png", mimeType: "image/png", buffer: PNG } } });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const response = await request.post("/api/team", {
    headers,
    data: { name, title: "Specialist", keyword: "Test", description: "<p>Creat de test</p>", image: url },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as MemberDto;
}

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function photoLoaded(page: Page, name: string) {
  const photo = rowOf(page, name).getByRole("img", { name: `Fotografia lui ${name}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe("Echipa", () => {
  test("the list shows the seeded members with photo, title and keyword", async ({ page }) => {
    await signIn(page, E2E.admin, "/team");
    await expect(page.getByRole("heading", { level: 1, name: "Echipa" })).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText(["Foto", "Nume", "Funcție", "Cuvânt cheie", "Acțiuni"]);
    const ioana = rowOf(page, "Ioana Marinescu");
    await expect(ioana).toContainText("Head of SEO");
    await expect(ioana).toContainText("SEO");
    await photoLoaded(page, "Ioana Marinescu");
    await screenshots(page, "team-list");

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("list", { name: "Membrii echipei" }).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a failed list offers a retry that loads it", async ({ page }) => {
    let failures = 0;
    await page.route("**/api/team", async (route) => {
      if (route.request().method() === "GET" && failures++ === 0) {
        await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "" }) });
      } else await route.continue();
    });
    await signIn(page, E2E.admin, "/team");
    await expect(page.getByRole("alert").filter({ hasText: "Nu s-au putut prelua membrii echipei" })).toBeVisible();
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(rowOf(page, "Andrei Popescu")).toBeVisible();
  });

  test("saving without an image says the image is required; the empty form flags every field", async ({ page }) => {
    await signIn(page, E2E.admin, "/team");
    await page.getByRole("link", { name: "Adaugă membru" }).click();
    await expect(page).toHaveURL(/\/team\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Adaugă un membru nou" })).toBeVisible();
    await screenshots(page, "team-form");

    await page.getByRole("button", { name: "Salvează membrul" }).click();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(4);
    await expect(page.getByText(IMAGE_REQUIRED, { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Nume/)).toBeFocused();
    await screenshots(page, "team-form-errors");

    await page.getByLabel(/^Nume/).fill("Fără Poză");
    await page.getByLabel(/^Funcție/).fill("Consultant");
    await page.getByLabel(/^Cuvânt cheie/).fill("PPC");
    await page.getByLabel(/^Descriere/).fill("Prezentare scurtă.");
    await page.getByRole("button", { name: "Salvează membrul" }).click();
    await expect(page.getByText(IMAGE_REQUIRED, { exact: true })).toBeVisible();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/team\/new$/);
  });

  test("creates a member with an uploaded PNG: it appears in the list with its photo", async ({ page, request }) => {
    const name = unique("Ana Test");
    await signIn(page, E2E.admin, "/team/new");
    await page.getByLabel(/^Nume/).fill(name);
    await page.getByLabel(/^Funcție/).fill("Specialist SEO");
    await page.getByLabel(/^Cuvânt cheie/).fill("SEO tehnic");
    await page.getByLabel(/^Descriere/).fill("Optimizează site-uri de zece ani.");
    await page.locator("#team-image").setInputFiles({ name: "ana.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "Previzualizare imagine" })).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+\.png$/);
    await page.getByRole("button", { name: "Salvează membrul" }).click();

    await expect(page).toHaveURL(LIST_URL);
    await expect(page.getByRole("status").filter({ hasText: "Membrul echipei a fost adăugat." })).toBeVisible();
    await expect(rowOf(page, name)).toContainText("Specialist SEO");
    await expect(rowOf(page, name)).toContainText("SEO tehnic");
    await photoLoaded(page, name);

    const team = (await (await request.get("/api/team")).json()) as MemberDto[];
    expect(team.find((m) => m.name === name)).toMatchObject({ title: "Specialist SEO", keyword: "SEO tehnic", image: expect.stringMatching(/^\/uploads\//) });
  });

  test("an editor opens and saves an existing member but has no delete button", async ({ page, request }) => {
    const created = await createViaApi(request, unique("Editat de editor"));
    await signIn(page, E2E.editor, "/team");
    await expect(rowOf(page, created.name)).toBeVisible();
    await expect(page.getByRole("button", { name: /Șterge/ })).toHaveCount(0);

    await rowOf(page, created.name).getByRole("link", { name: `Editează membrul ${created.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Editează membrul echipei" })).toBeVisible();
    await expect(page.getByLabel(/^Nume/)).toHaveValue(created.name);
    await expect(page.getByRole("img", { name: "Previzualizare imagine" })).toHaveAttribute("src", created.image);
    await page.getByLabel(/^Funcție/).fill("Senior Specialist");
    await screenshots(page, "team-edit");
    await page.getByRole("button", { name: "Salvează membrul" }).click();

    await expect(page).toHaveURL(LIST_URL);
    await expect(rowOf(page, created.name)).toContainText("Senior Specialist");
    const stored = (await (await request.get(`/api/team/${created.id}`)).json()) as MemberDto;
    expect(stored.title).toBe("Senior Specialist");
  });

  test("an admin deletes a member after confirming", async ({ page, request }) => {
    const created = await createViaApi(request, unique("De șters"));
    await signIn(page, E2E.admin, "/team");
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.accept();
    });
    await rowOf(page, created.name).getByRole("button", { name: `Șterge membrul ${created.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Membrul echipei a fost șters." })).toBeVisible();
    await expect(rowOf(page, created.name)).toHaveCount(0);
    expect(asked).toEqual(["Sunteți sigur că doriți să ștergeți acest membru al echipei?"]);
    expect((await request.get(`/api/team/${created.id}`)).status()).toBe(404);
  });
});
