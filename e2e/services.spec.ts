import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E } from "./support/env";
import { ADMIN_BASE, expectItemNotFound, screenshots, signIn } from "./support/portal";

const REQUIRED = "Acest câmp este obligatoriu";
const HAS_CHILDREN = "Serviciul are sub-servicii. Ștergeți sau mutați mai întâi sub-serviciile.";
const LIST_ERROR = "Nu s-au putut încărca serviciile. Vă rugăm să încercați din nou.";

const SEO = "Optimizare SEO";
const SEO_SUBS = ["Audit SEO tehnic", "SEO local", "SEO pentru magazine online", "Link building"];
const PPC = "Publicitate PPC și Google Ads";

const NEW_TITLE = "Optimizare rată de conversie";
const NEW_SLUG = "optimizare-rata-de-conversie";
const FAQ_1 = { question: "Cât durează un audit de conversie?", answer: "De obicei două săptămâni." };
const FAQ_2 = { question: "Ce instrumente folosiți?", answer: "Google Analytics 4, Hotjar și teste A/B." };

type TreeNode = { id: number; title: string; slug: string; parent_id: number | null; sub_services: TreeNode[] };
type ServiceDto = TreeNode & { excerpt: string; faqs: Array<{ question: string; answer: string }> };

/** Row titles of the desktop tree, top to bottom (a sub-service's cell starts with its sr-only parent note). */
async function rowTitles(page: Page): Promise<string[]> {
  const cells = page.getByRole("table").locator("tbody tr td:nth-child(3) p:first-child");
  return (await cells.allInnerTexts()).map((t) => t.trim());
}

async function treeFromApi(page: Page): Promise<TreeNode[]> {
  const response = await page.request.get("/api/services/hierarchy", {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("authToken") ?? localStorage.getItem("token"))}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TreeNode[];
}

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A main service's title cell (its title, then its address and sub-service count). */
const mainCell = (page: Page, title: string) => page.getByRole("cell", { name: new RegExp(`^${esc(title)} /servicii/`) });
/** A sub-service's title cell, which names its main service for screen readers. */
const subCell = (page: Page, parent: string, title: string) =>
  page.getByRole("cell", { name: new RegExp(`^Sub-serviciu al „${esc(parent)}”: ${esc(title)} /servicii/`) });

const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test.describe.configure({ mode: "serial" });

test.describe("Servicii", () => {
  test("the tree shows the main services with their sub-services under them", async ({ page }) => {
    await signIn(page, E2E.admin, "/services");
    await expect(page.getByRole("heading", { name: "Servicii", exact: true })).toBeVisible();
    await expect(subCell(page, SEO, SEO_SUBS[0])).toBeVisible();

    const titles = await rowTitles(page);
    const seo = titles.indexOf(SEO);
    expect(seo).toBeGreaterThanOrEqual(0);
    // The four SEO sub-services follow their main service, each marked as its sub-service.
    for (const [i, sub] of SEO_SUBS.entries()) {
      expect(titles[seo + 1 + i]).toContain(sub);
      await expect(subCell(page, SEO, sub)).toBeVisible();
    }
    expect(titles[seo + 1 + SEO_SUBS.length]).toBe(PPC);
    const seoRow = page.getByRole("row").filter({ has: mainCell(page, SEO) });
    await expect(seoRow).toContainText("Publicat");
    await expect(seoRow).toContainText("4 sub-servicii");
    await expect(seoRow.getByRole("link", { name: `Adaugă sub-serviciu la ${SEO}` })).toBeVisible();
    await expect(seoRow.getByRole("button", { name: `Șterge serviciul ${SEO}` })).toBeVisible();
    // Sub-services get no "Adaugă sub-serviciu" (two levels only).
    const subRow = page.getByRole("row").filter({ has: subCell(page, SEO, SEO_SUBS[0]) });
    await expect(subRow.getByRole("link", { name: /Adaugă sub-serviciu/ })).toHaveCount(0);
    await screenshots(page, "services-tree");

    // Phones: nested cards, nothing wider than the viewport.
    await page.setViewportSize({ width: 390, height: 844 });
    const subs = page.getByRole("list", { name: `Sub-servicii ${SEO}` });
    await expect(subs.getByRole("listitem")).toHaveCount(SEO_SUBS.length);
    await expect(subs).toContainText(SEO_SUBS[3]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a failed tree offers a retry that loads it", async ({ page }) => {
    let failures = 0;
    await page.route("**/api/services/hierarchy", async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "" }) });
      else await route.continue();
    });
    await signIn(page, E2E.admin, "/services");
    await expect(page.getByRole("alert").filter({ hasText: LIST_ERROR })).toBeVisible();
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(mainCell(page, SEO)).toBeVisible();
  });

  test("a sub-service from the tree: parent preselected, required fields, per-FAQ messages, then published under its parent", async ({ page }) => {
    await signIn(page, E2E.admin, "/services");
    await page.getByRole("link", { name: `Adaugă sub-serviciu la ${SEO}` }).first().click();
    await expect(page).toHaveURL(/\/services\/new\?parent_id=\d+$/);
    const parentId = Number(new URL(page.url()).searchParams.get("parent_id"));
    await expect(page.getByRole("heading", { name: "Adaugă un sub-serviciu" })).toBeVisible();
    const parent = page.getByLabel("Serviciu părinte");
    await expect(parent).toBeEnabled();
    await expect(parent).toHaveValue(String(parentId));
    await expect(parent.locator("option:checked")).toHaveText(SEO);

    // Publishing an empty form: every field the schema requires says so, the title gets the focus.
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Salvează serviciul" }).click();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(8);
    await expect(page.getByRole("textbox", { name: "Titlu", exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/services\/new\?parent_id=\d+$/);

    await page.getByRole("textbox", { name: "Titlu", exact: true }).fill(NEW_TITLE);
    await expect(page.getByLabel("Slug")).toHaveValue(NEW_SLUG);
    await page.getByLabel("Text hero").fill("Mai mulți clienți din același trafic");
    await page.getByLabel("Rezumat").fill("Analizăm parcursul vizitatorilor și testăm ce îi convinge să cumpere.");
    await page.getByLabel("Titlu secțiune conținut").fill("Cum creștem rata de conversie");
    await page.getByLabel("Conținut", { exact: true }).fill("Începem cu un audit al paginilor cu cel mai mult trafic.");
    const image = await sharp({ create: { width: 960, height: 540, channels: 3, background: "#7c3aed" } }).png().toBuffer();
    await page.locator("#service-image").setInputFiles({ name: "conversie.png", mimeType: "image/png", buffer: image });
    await expect(page.getByRole("img", { name: "Previzualizare imagine" })).toHaveAttribute("src", /\/uploads\//);
    await page.getByLabel(/^Meta titlu/).fill("Optimizare rată de conversie (CRO)");
    await page.getByLabel(/^Meta descriere/).fill("Audit, ipoteze și teste A/B pentru mai multe comenzi din același trafic.");

    // Two FAQs, the second without an answer: the message shows on that item only.
    await page.getByRole("button", { name: "Adaugă întrebare" }).click();
    await expect(group(page, "Întrebarea 1").getByRole("textbox", { name: "Întrebare", exact: true })).toBeFocused();
    await group(page, "Întrebarea 1").getByRole("textbox", { name: "Întrebare", exact: true }).fill(FAQ_1.question);
    await page.getByLabel("Răspuns la întrebarea 1").fill(FAQ_1.answer);
    await page.getByRole("button", { name: "Adaugă întrebare" }).click();
    await group(page, "Întrebarea 2").getByRole("textbox", { name: "Întrebare", exact: true }).fill(FAQ_2.question);
    await page.getByRole("button", { name: "Salvează serviciul" }).click();
    await expect(group(page, "Întrebarea 2")).toContainText("Răspunsul este obligatoriu");
    await expect(group(page, "Întrebarea 1")).not.toContainText("Răspunsul este obligatoriu");
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Răspuns la întrebarea 2")).toBeFocused();

    await page.getByLabel("Răspuns la întrebarea 2").fill(FAQ_2.answer);
    await expect(page.getByText("Răspunsul este obligatoriu")).toHaveCount(0);
    await screenshots(page, "services-form");

    // The preview shows the public service layout with what is typed so far, on desktop and mobile.
    await page.getByRole("button", { name: "Previzualizare" }).click();
    const preview = page.getByRole("dialog", { name: "Previzualizare: Serviciu" });
    await expect(preview.getByRole("heading", { name: NEW_TITLE })).toBeVisible();
    await expect(preview).toContainText(FAQ_1.question);
    await expect(preview).toContainText(FAQ_2.question);
    await preview.getByRole("button", { name: "Mobil" }).click();
    await expect(preview.getByRole("region", { name: "Previzualizare mobil 375 x 667" })).toBeVisible();
    await page.getByRole("button", { name: "Închide previzualizarea" }).click();
    await expect(preview).toHaveCount(0);

    await page.getByRole("button", { name: "Salvează serviciul" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/services$`));
    await expect(page.getByText("Serviciul a fost creat.")).toBeVisible();
    await expect(subCell(page, SEO, NEW_TITLE)).toBeVisible();
    // The new row sits among SEO's sub-services, before the next main service, in the API's order.
    const tree = await treeFromApi(page);
    const seo = tree.find((s) => s.title === SEO);
    expect(seo?.id).toBe(parentId);
    expect(seo?.sub_services.map((s) => s.title).sort()).toEqual([...SEO_SUBS, NEW_TITLE].sort());
    const titles = await rowTitles(page);
    const start = titles.indexOf(SEO);
    expect(titles.slice(start + 1, start + 1 + SEO_SUBS.length + 1).map((t) => t.replace(/^Sub-serviciu al „[^”]+”:\s*/, ""))).toEqual(
      seo?.sub_services.map((s) => s.title),
    );
    expect(titles[start + SEO_SUBS.length + 2]).toBe(PPC);
  });

  test("reordered FAQs reach the public API in the new order", async ({ page }) => {
    await signIn(page, E2E.admin, "/services");
    await page.getByRole("link", { name: `Editează serviciul ${NEW_TITLE}` }).first().click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
    await expect(page.getByRole("textbox", { name: "Titlu", exact: true })).toHaveValue(NEW_TITLE);
    await expect(page.getByLabel("Serviciu părinte").locator("option:checked")).toHaveText(SEO);
    await expect(group(page, "Întrebarea 1").getByRole("textbox", { name: "Întrebare", exact: true })).toHaveValue(FAQ_1.question);

    await page.getByRole("button", { name: "Mută întrebarea 2 în sus" }).click();
    await expect(group(page, "Întrebarea 1").getByRole("textbox", { name: "Întrebare", exact: true })).toHaveValue(FAQ_2.question);
    await expect(group(page, "Întrebarea 2").getByRole("textbox", { name: "Întrebare", exact: true })).toHaveValue(FAQ_1.question);
    await expect(page.getByRole("button", { name: "Mută întrebarea 1 în sus" })).toBeDisabled();
    await page.getByRole("button", { name: "Salvează serviciul" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByText("Serviciul a fost salvat.")).toBeVisible();

    // No bearer token: the public view of the service.
    const anonymous = await page.request.get(`/api/services/${NEW_SLUG}`);
    expect(anonymous.status()).toBe(200);
    const dto = (await anonymous.json()) as ServiceDto;
    expect(dto.faqs.map((f) => f.question)).toEqual([FAQ_2.question, FAQ_1.question]);
    expect(dto.faqs[0].answer).toContain("Google Analytics 4");
  });

  test("an editor edits and saves an existing service but sees no delete button", async ({ page }) => {
    await signIn(page, E2E.editor, "/services");
    await expect(mainCell(page, PPC)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Șterge/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Adaugă sub-serviciu la ${PPC}` })).toBeVisible();

    await page.getByRole("link", { name: `Editează serviciul ${PPC}` }).click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
    const excerpt = page.getByLabel("Rezumat");
    await expect(excerpt).not.toHaveValue("");
    // A main service with sub-services stays a main service.
    await expect(page.getByLabel("Serviciu părinte")).toBeDisabled();
    await excerpt.fill("Campanii Google Ads administrate zilnic, cu raport lunar.");

    // Unsaved changes: leaving asks first; dismissing keeps the form.
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("modificări nesalvate");
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Anulează" }).click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
    await expect(excerpt).toHaveValue("Campanii Google Ads administrate zilnic, cu raport lunar.");

    await page.getByRole("button", { name: "Salvează serviciul" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByText("Serviciul a fost salvat.")).toBeVisible();
    const response = await page.request.get("/api/services/publicitate-ppc-google-ads");
    expect(((await response.json()) as ServiceDto).excerpt).toBe("Campanii Google Ads administrate zilnic, cu raport lunar.");
  });

  test("deleting a main service with sub-services is refused with the server's message; a sub-service can be deleted", async ({ page }) => {
    await signIn(page, E2E.admin, "/services");
    await expect(mainCell(page, SEO)).toBeVisible();
    const before = await rowTitles(page);

    page.once("dialog", (dialog) => {
      expect(dialog.type()).toBe("confirm");
      expect(dialog.message()).toBe(`Sunteți sigur că doriți să ștergeți serviciul „${SEO}”?`);
      void dialog.accept();
    });
    await page.getByRole("button", { name: `Șterge serviciul ${SEO}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: HAS_CHILDREN })).toBeVisible();
    expect(await rowTitles(page)).toEqual(before);
    expect((await treeFromApi(page)).find((s) => s.title === SEO)?.sub_services).toHaveLength(SEO_SUBS.length + 1);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Șterge serviciul ${NEW_TITLE}` }).click();
    await expect(page.getByText("Serviciul a fost șters.")).toBeVisible();
    await expect(subCell(page, SEO, NEW_TITLE)).toHaveCount(0);
    expect((await rowTitles(page)).length).toBe(before.length - 1);
    expect((await page.request.get(`/api/services/${NEW_SLUG}`)).status()).toBe(404);
  });

  test("an unknown service id says it was not found and leads back to the list", async ({ page }) => {
    await signIn(page, E2E.admin, "/services/999999");
    await expectItemNotFound(page, "Serviciul nu a fost găsit.", "/services", /Înapoi la servicii/);
    await expect(page.getByText("Nu s-a putut încărca serviciul")).toHaveCount(0);
  });
});
