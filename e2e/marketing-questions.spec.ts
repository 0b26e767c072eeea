import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, expectItemNotFound, screenshots, signIn } from "./support/portal";

const LIST = `${ADMIN_BASE}/marketing-questions`;
const LIST_URL = new RegExp(`${LIST.replace(/\./g, "\\.")}$`);

type Answer = { id: number; value: string; label: string; subtitle: string };
type Question = { id: number; question: string; type: "radio" | "checkbox"; order: number; subtitle: string; answers: Answer[]; updated_at?: string };

async function auth(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request)}` };
}

async function adminQuestions(request: APIRequestContext): Promise<Question[]> {
  const response = await request.get("/api/admin/marketing-questions", { headers: await auth(request) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Question[];
}

async function publicQuestions(request: APIRequestContext): Promise<Question[]> {
  const response = await request.get("/api/marketing-questions");
  expect(response.status()).toBe(200);
  return (await response.json()) as Question[];
}

async function createViaApi(request: APIRequestContext, body: Omit<Question, "id" | "answers"> & { answers: Array<Omit<Answer, "id">> }) {
  const response = await request.post("/api/admin/marketing-questions", { data: body, headers: await auth(request) });
  expect(response.status()).toBe(201);
  return (await response.json()) as Question;
}

const uniqueText = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1000)}?`;
const answer = (page: Page, n: number) => page.getByRole("group", { name: `Răspunsul ${n}`, exact: true });
// A label matched whole, with or without the required mark (*).
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test.describe("Marketing questions screens (admin)", () => {
  test("create a checkbox question: the incomplete answer is dropped on save", async ({ page, request }) => {
    const text = uniqueText("Ce rețele folosiți");
    await signIn(page, E2E.admin, "/marketing-questions");
    await page.getByRole("link", { name: "Adaugă întrebare" }).click();
    await expect(page).toHaveURL(/\/marketing-questions\/new$/);

    await field(page, "Întrebare").fill(text);
    await field(page, "Subtitlu").fill("Puteți alege mai multe variante.");
    await field(page, "Tip").selectOption("checkbox");
    await page.getByLabel("Ordine").fill("40");

    await answer(page, 1).getByLabel("Etichetă").fill("Google Ads și YouTube");
    await expect(answer(page, 1).getByLabel("Valoare (identificator)")).toHaveValue("google-ads-si-youtube");
    await page.getByRole("button", { name: "Adaugă răspuns" }).click();
    await answer(page, 2).getByLabel("Etichetă").fill("Facebook și Instagram");
    await answer(page, 2).getByLabel("Valoare (identificator)").fill("meta");
    await answer(page, 2).getByLabel("Subtitlu (opțional)").fill("Reclame plătite");
    await page.getByRole("button", { name: "Adaugă răspuns" }).click();
    await answer(page, 3).getByLabel("Valoare (identificator)").fill("fara-eticheta");
    await expect(answer(page, 3)).toContainText("Incomplet: nu se va salva");
    await expect(page.getByText("2 răspunsuri se vor salva, 1 incomplet va fi ignorat.")).toBeVisible();
    await screenshots(page, "marketing-question-form-new");

    await page.getByRole("button", { name: "Creează întrebarea" }).click();
    await expect(page).toHaveURL(LIST_URL);
    await expect(page.getByRole("status").filter({ hasText: "Întrebarea a fost salvată." })).toBeVisible();
    await expect(row(page, text)).toContainText("Alegere multiplă");

    const saved = (await publicQuestions(request)).find((q) => q.question === text);
    expect(saved?.type).toBe("checkbox");
    expect(saved?.order).toBe(40);
    expect(saved?.subtitle).toBe("Puteți alege mai multe variante.");
    expect(saved?.answers.map(({ value, label, subtitle }) => ({ value, label, subtitle }))).toEqual([
      { value: "google-ads-si-youtube", label: "Google Ads și YouTube", subtitle: "" },
      { value: "meta", label: "Facebook și Instagram", subtitle: "Reclame plătite" },
    ]);
  });

  test("required fields show the schema's message", async ({ page }) => {
    await signIn(page, E2E.admin, "/marketing-questions/new");
    await page.getByRole("button", { name: "Creează întrebarea" }).click();
    await expect(field(page, "Întrebare")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Tip")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Acest câmp este obligatoriu", { exact: true })).toHaveCount(2);
    await expect(page).toHaveURL(/\/marketing-questions\/new$/);
  });

  test("edit: delete a saved answer, reorder the rest and save", async ({ page, request }) => {
    const text = uniqueText("Ce buget aveți");
    const created = await createViaApi(request, {
      question: text,
      type: "radio",
      order: 41,
      subtitle: "",
      answers: [
        { value: "mic", label: "Sub 500 euro", subtitle: "" },
        { value: "mediu", label: "500 - 2000 euro", subtitle: "" },
        { value: "mare", label: "Peste 2000 euro", subtitle: "" },
      ],
    });
    await signIn(page, E2E.admin, "/marketing-questions");
    await row(page, text).getByRole("link", { name: /Editează întrebarea/ }).click();
    await expect(page).toHaveURL(new RegExp(`/marketing-questions/${created.id}$`));
    await expect(field(page, "Întrebare")).toHaveValue(text);
    await expect(field(page, "Tip")).toHaveValue("radio");
    await expect(answer(page, 3).getByLabel("Etichetă")).toHaveValue("Peste 2000 euro");
    await screenshots(page, "marketing-question-form-edit");

    let dialogText = "";
    page.once("dialog", (dialog) => {
      dialogText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Șterge răspunsul 2" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Răspunsul a fost șters." })).toBeVisible();
    expect(dialogText).toBe("Sunteți sigur că doriți să ștergeți acest răspuns?");
    await expect(answer(page, 3)).toHaveCount(0);
    await expect(answer(page, 2).getByLabel("Etichetă")).toHaveValue("Peste 2000 euro");
    // The answer is deleted at once, before the form is saved.
    const afterDelete = (await adminQuestions(request)).find((q) => q.id === created.id);
    expect(afterDelete?.answers.map((a) => a.value)).toEqual(["mic", "mare"]);

    await page.getByRole("button", { name: "Mută răspunsul 2 în sus" }).click();
    await expect(answer(page, 1).getByLabel("Etichetă")).toHaveValue("Peste 2000 euro");
    await expect(page.getByRole("button", { name: "Mută răspunsul 1 în sus" })).toBeDisabled();
    await answer(page, 1).getByLabel("Etichetă").fill("Peste 2.000 euro");
    // A saved answer keeps its identifier when relabelled.
    await expect(answer(page, 1).getByLabel("Valoare (identificator)")).toHaveValue("mare");
    await page.getByRole("button", { name: "Salvează modificările" }).click();
    await expect(page).toHaveURL(LIST_URL);
    await expect(row(page, text).getByRole("cell").nth(2)).toHaveText("2", { useInnerText: true });

    const saved = (await publicQuestions(request)).find((q) => q.id === created.id);
    expect(saved?.answers.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: "mare", label: "Peste 2.000 euro" },
      { value: "mic", label: "Sub 500 euro" },
    ]);
  });

  test("a new unsaved answer is removed without asking", async ({ page }) => {
    await signIn(page, E2E.admin, "/marketing-questions/new");
    await page.getByRole("button", { name: "Adaugă răspuns" }).click();
    await answer(page, 2).getByLabel("Etichetă").fill("De șters");
    let asked = false;
    page.once("dialog", (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Șterge răspunsul 2" }).click();
    await expect(answer(page, 2)).toHaveCount(0);
    await expect(answer(page, 1)).toHaveCount(1);
    expect(asked).toBe(false);
  });

  test("leaving the form with unsaved changes asks first", async ({ page }) => {
    await signIn(page, E2E.admin, "/marketing-questions/new");
    await field(page, "Întrebare").fill("Nesalvată");
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Anulează" }).click();
    await expect.poll(() => messages).toEqual(["Aveți modificări nesalvate. Sigur doriți să părăsiți pagina?"]);
    await expect(page).toHaveURL(/\/marketing-questions\/new$/);
    await expect(field(page, "Întrebare")).toHaveValue("Nesalvată");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Anulează" }).click();
    await expect(page).toHaveURL(LIST_URL);
  });

  test("a failed answer delete keeps the answer and says so", async ({ page, request }) => {
    const text = uniqueText("Răspuns protejat");
    await createViaApi(request, { question: text, type: "radio", order: 42, subtitle: "", answers: [{ value: "da", label: "Da", subtitle: "" }] });
    await signIn(page, E2E.admin, "/marketing-questions");
    await row(page, text).getByRole("link", { name: /Editează întrebarea/ }).click();
    await page.route("**/api/admin/marketing-answers/*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Șterge răspunsul 1" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nu s-a putut șterge răspunsul" })).toBeVisible();
    await expect(answer(page, 1).getByLabel("Etichetă")).toHaveValue("Da");
  });

  test("a stale save is refused with the conflict message", async ({ page, request }) => {
    const text = uniqueText("Întrebare concurentă");
    const created = await createViaApi(request, { question: text, type: "radio", order: 43, subtitle: "", answers: [{ value: "a", label: "A", subtitle: "" }] });
    await signIn(page, E2E.admin, `/marketing-questions/${created.id}`);
    await expect(field(page, "Întrebare")).toHaveValue(text);
    // Someone else saves first.
    const other = await request.put(`/api/admin/marketing-questions/${created.id}`, {
      data: { question: `${text} (altcineva)`, type: "radio", order: 43, subtitle: "", answers: created.answers, updated_at: created.updated_at },
      headers: await auth(request),
    });
    expect(other.status()).toBe(200);
    await field(page, "Subtitlu").fill("Modificarea mea");
    await page.getByRole("button", { name: "Salvează modificările" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Altcineva a salvat între timp o versiune nouă." })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/marketing-questions/${created.id}$`));
    const stored = (await adminQuestions(request)).find((q) => q.id === created.id);
    expect(stored?.question).toBe(`${text} (altcineva)`);
    expect(stored?.subtitle).toBe("");
  });

  test("the list shows the questions by order", async ({ page, request }) => {
    const text = uniqueText("Întrebare la mijloc");
    await createViaApi(request, { question: text, type: "checkbox", order: 3, subtitle: "", answers: [{ value: "x", label: "X", subtitle: "" }] });
    await signIn(page, E2E.admin, "/marketing-questions");
    await expect(page.getByRole("columnheader")).toHaveText(["Întrebare", "Tip", "Răspunsuri", "Ordine", "Acțiuni"]);
    await expect(row(page, text)).toBeVisible();

    const expected = [...(await adminQuestions(request))].sort((a, b) => a.order - b.order || a.id - b.id).map((q) => q.question);
    const shown = await page.locator("tbody tr td:first-child > span:first-child").allTextContents();
    expect(shown).toEqual(expected);
    const position = shown.indexOf(text);
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThan(shown.length - 1);
    await expect(row(page, text)).toContainText("Alegere multiplă");
    await screenshots(page, "marketing-questions-list");
  });

  test("delete a question after confirming", async ({ page, request }) => {
    const text = uniqueText("Întrebare de șters");
    const created = await createViaApi(request, { question: text, type: "radio", order: 44, subtitle: "", answers: [{ value: "a", label: "A", subtitle: "" }] });
    await signIn(page, E2E.admin, "/marketing-questions");
    let dialogText = "";
    page.once("dialog", (dialog) => {
      dialogText = dialog.message();
      void dialog.accept();
    });
    await row(page, text).getByRole("button", { name: /Șterge întrebarea/ }).click();
    await expect(row(page, text)).toHaveCount(0);
    expect(dialogText).toBe("Sunteți sigur că doriți să ștergeți această întrebare?");
    await expect(page.getByRole("status").filter({ hasText: "Întrebarea a fost ștearsă." })).toBeVisible();
    expect((await adminQuestions(request)).some((q) => q.id === created.id)).toBe(false);
    expect((await publicQuestions(request)).some((q) => q.id === created.id)).toBe(false);
  });

  test("list and load failures show the spec's messages", async ({ page }) => {
    await signIn(page, E2E.admin, "/dashboard");
    let fail = true;
    await page.route("**/api/admin/marketing-questions", (route) =>
      fail ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":""}' }) : route.continue(),
    );
    await page.goto(LIST);
    await expect(page.getByText("Nu s-au putut încărca întrebările de marketing", { exact: true })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(page.getByRole("row").nth(1)).toBeVisible();

    // An id the list does not hold is not a load error: it was not found, and the list is one click away.
    await page.goto(`${LIST}/999999`);
    await expectItemNotFound(page, "Întrebarea nu a fost găsită.", "/marketing-questions", /Înapoi la listă/);
    await expect(page.getByText("Eroare la încărcarea întrebării", { exact: true })).toHaveCount(0);
  });

  test("an editor who opens the questions screens lands on the dashboard", async ({ page }) => {
    await signIn(page, E2E.editor, "/dashboard");
    await expect(page.getByRole("link", { name: "Întrebări Marketing" })).toHaveCount(0);
    for (const path of ["/marketing-questions", "/marketing-questions/new", "/marketing-questions/1"]) {
      await page.goto(`${ADMIN_BASE}${path}`);
      await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/dashboard$`));
      await expect(page.getByRole("navigation", { name: "Meniu portal" }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: /Întreb/ })).toHaveCount(0);
    }
  });
});
