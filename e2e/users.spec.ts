import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, expectItemNotFound, screenshots, signIn } from "./support/portal";

const USERS = `${ADMIN_BASE}/users`;
// The label is "Parola" (with the required mark on create); the toggle is "Arată parola".
const PASSWORD = /^Parola\*?$/;

type ApiUser = { id: number; name: string; email: string; role: "admin" | "editor" };

async function apiUsers(request: APIRequestContext): Promise<ApiUser[]> {
  const token = await apiToken(request);
  const response = await request.get("/api/users", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiUser[];
}

async function createViaApi(request: APIRequestContext, user: { name: string; email: string; password: string; role?: string }) {
  const token = await apiToken(request);
  const response = await request.post("/api/auth/register", { data: user, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return (await response.json()) as ApiUser;
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}@e2e.ro`;
const row = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

async function fillUserForm(page: Page, values: { name?: string; email?: string; password?: string; role?: "Editor" | "Administrator" }) {
  if (values.name !== undefined) await page.getByLabel(/^Nume\*?$/).fill(values.name);
  if (values.email !== undefined) await page.getByLabel(/^Adresa de email\*?$/).fill(values.email);
  if (values.password !== undefined) await page.getByLabel(PASSWORD).fill(values.password);
  if (values.role) await page.getByLabel(/^Rol\*?$/).selectOption({ label: values.role });
}

test.describe("Users screens (admin)", () => {
  test("the list shows the seeded admin and editor with their roles", async ({ page }) => {
    await signIn(page, E2E.admin, "/users");
    await expect(page.getByRole("heading", { level: 1, name: "Utilizatori" })).toBeVisible();
    await expect(row(page, E2E.admin.email)).toContainText("Admin");
    await expect(row(page, E2E.editor.email)).toContainText("Editor");
    await expect(page.getByRole("columnheader")).toHaveText(["Nume", "Email", "Rol", "Acțiuni"]);
    await expect(row(page, E2E.editor.email).getByRole("link", { name: /Editează utilizatorul/ })).toHaveAttribute(
      "href",
      new RegExp(`${USERS.replace(/\./g, "\\.")}/\\d+$`),
    );
    await screenshots(page, "users-list");
  });

  test("the signed-in admin cannot delete their own account", async ({ page }) => {
    await signIn(page, E2E.admin, "/users");
    const own = row(page, E2E.admin.email).getByRole("button", { name: /Șterge utilizatorul/ });
    await expect(own).toBeDisabled();
    await expect(own).toHaveAttribute("title", "Nu vă puteți șterge propriul cont");
    await expect(own).toHaveAccessibleDescription("Nu vă puteți șterge propriul cont");
    // On screen too, not only in a tooltip that touch screens and keyboards never show.
    const reason = row(page, E2E.admin.email).getByText("Nu vă puteți șterge propriul cont", { exact: true });
    await expect(reason).toBeVisible();
    await expect(reason).not.toHaveClass(/sr-only/);
    expect((await reason.boundingBox())?.width).toBeGreaterThan(100);
    await expect(row(page, E2E.editor.email).getByRole("button", { name: /Șterge utilizatorul/ })).toBeEnabled();
  });

  test("create: a too-short password shows the exact message and nothing is saved", async ({ page, request }) => {
    const email = unique("scurt");
    await signIn(page, E2E.admin, "/users");
    await page.getByRole("link", { name: "Adaugă utilizator" }).click();
    await expect(page).toHaveURL(new RegExp(`${USERS.replace(/\./g, "\\.")}/new$`));
    await expect(page.getByLabel(/^Rol\*?$/)).toHaveValue("editor");
    await screenshots(page, "user-form-new");
    await fillUserForm(page, { name: "Parolă Scurtă", email, password: "abc12" });
    await page.getByRole("button", { name: "Creează utilizatorul" }).click();
    await expect(page.getByText("Parola trebuie să aibă cel puțin 6 caractere", { exact: true })).toBeVisible();
    await expect(page.getByLabel(PASSWORD)).toHaveAttribute("aria-invalid", "true");
    await screenshots(page, "user-form-errors");
    expect((await apiUsers(request)).some((u) => u.email === email)).toBe(false);
  });

  test("create: a valid user appears in the list and can sign in", async ({ page, request }) => {
    const email = unique("nou");
    await signIn(page, E2E.admin, "/users/new");
    await fillUserForm(page, { name: "Ioana Popescu", email, password: "parola-noua-1", role: "Administrator" });
    await page.getByRole("button", { name: "Creează utilizatorul" }).click();
    await expect(page).toHaveURL(new RegExp(`${USERS.replace(/\./g, "\\.")}$`));
    await expect(page.getByRole("status").filter({ hasText: "Utilizatorul a fost creat." })).toBeVisible();
    await expect(row(page, email)).toContainText("Ioana Popescu");
    await expect(row(page, email)).toContainText("Admin");
    const stored = (await apiUsers(request)).find((u) => u.email === email);
    expect(stored?.role).toBe("admin");
    expect((await request.post("/api/auth/login", { data: { email, password: "parola-noua-1" } })).status()).toBe(200);
  });

  test("create: an e-mail already in use is reported on the e-mail field", async ({ page, request }) => {
    const before = (await apiUsers(request)).length;
    await signIn(page, E2E.admin, "/users/new");
    await fillUserForm(page, { name: "Dublură", email: E2E.editor.email, password: "parola-buna-1" });
    await page.getByRole("button", { name: "Creează utilizatorul" }).click();
    await expect(page.getByText("Această adresă de email este deja folosită", { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Adresa de email\*?$/)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/users\/new$/);
    expect((await apiUsers(request)).length).toBe(before);
  });

  test("edit: a blank password keeps the old one", async ({ page, request }) => {
    const email = unique("editat");
    const created = await createViaApi(request, { name: "Mihai Ionescu", email, password: "parola-veche-1" });
    await signIn(page, E2E.admin, "/users");
    await row(page, email).getByRole("link", { name: /Editează utilizatorul/ }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${created.id}$`));
    await expect(page.getByLabel(/^Nume\*?$/)).toHaveValue("Mihai Ionescu");
    await expect(page.getByLabel(PASSWORD)).toHaveValue("");
    await expect(page.getByText("Lăsați câmpul gol pentru a păstra parola actuală.")).toBeVisible();
    await screenshots(page, "user-form-edit");

    await fillUserForm(page, { name: "Mihai Ionescu-Pop" });
    await page.getByRole("button", { name: "Salvează modificările" }).click();
    await expect(page).toHaveURL(new RegExp(`${USERS.replace(/\./g, "\\.")}$`));
    await expect(row(page, email)).toContainText("Mihai Ionescu-Pop");

    expect((await request.post("/api/auth/login", { data: { email, password: "parola-veche-1" } })).status()).toBe(200);
    expect((await apiUsers(request)).find((u) => u.email === email)?.name).toBe("Mihai Ionescu-Pop");
  });

  test("edit: renaming one's own account updates the sidebar at once", async ({ page, request }) => {
    const email = unique("eu");
    const created = await createViaApi(request, { name: "Ioana Marin", email, password: "parola-mea-1", role: "admin" });
    await signIn(page, { email, password: "parola-mea-1" }, `/users/${created.id}`);
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByText("Ioana Marin", { exact: true })).toBeVisible();
    await fillUserForm(page, { name: "Ioana Marin-Dobre" });
    await page.getByRole("button", { name: "Salvează modificările" }).click();
    await expect(page).toHaveURL(new RegExp(`${USERS.replace(/\./g, "\\.")}$`));
    await expect(sidebar.getByText("Ioana Marin-Dobre", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("complementary").getByText("Ioana Marin-Dobre", { exact: true })).toBeVisible();
  });

  test("edit: a short new password is refused with the exact message", async ({ page, request }) => {
    const email = unique("scurt-edit");
    const created = await createViaApi(request, { name: "Ana Marin", email, password: "parola-veche-2" });
    await signIn(page, E2E.admin, `/users/${created.id}`);
    await fillUserForm(page, { password: "12345" });
    await page.getByRole("button", { name: "Salvează modificările" }).click();
    await expect(page.getByText("Parola trebuie să aibă cel puțin 6 caractere", { exact: true })).toBeVisible();
    expect((await request.post("/api/auth/login", { data: { email, password: "parola-veche-2" } })).status()).toBe(200);
  });

  test("an unknown user says it was not found and leads back to the list", async ({ page }) => {
    await signIn(page, E2E.admin, "/users/999999");
    await expectItemNotFound(page, "Utilizatorul nu a fost găsit.", "/users", /Înapoi la listă/);
    await expect(page.getByText("Nu s-a putut încărca utilizatorul", { exact: true })).toHaveCount(0);
  });

  test("delete: after confirming, the user is gone", async ({ page, request }) => {
    const email = unique("sters");
    await createViaApi(request, { name: "Cont De Șters", email, password: "parola-stearsa-1" });
    await signIn(page, E2E.admin, "/users");
    let dialogText = "";
    page.once("dialog", (dialog) => {
      dialogText = dialog.message();
      void dialog.accept();
    });
    await row(page, email).getByRole("button", { name: /Șterge utilizatorul/ }).click();
    await expect(row(page, email)).toHaveCount(0);
    expect(dialogText).toBe("Sunteți sigur că doriți să ștergeți acest utilizator?");
    await expect(page.getByRole("status").filter({ hasText: "Utilizatorul a fost șters." })).toBeVisible();
    expect((await apiUsers(request)).some((u) => u.email === email)).toBe(false);
    expect((await request.post("/api/auth/login", { data: { email, password: "parola-stearsa-1" } })).status()).toBe(401);
  });

  test("delete: dismissing the confirmation keeps the user", async ({ page, request }) => {
    const email = unique("pastrat");
    await createViaApi(request, { name: "Cont Păstrat", email, password: "parola-pastrata-1" });
    await signIn(page, E2E.admin, "/users");
    page.once("dialog", (dialog) => void dialog.dismiss());
    await row(page, email).getByRole("button", { name: /Șterge utilizatorul/ }).click();
    await expect(row(page, email)).toHaveCount(1);
    expect((await apiUsers(request)).some((u) => u.email === email)).toBe(true);
  });

  test("the list failure shows the message and a retry", async ({ page }) => {
    await signIn(page, E2E.admin, "/dashboard");
    let fail = true;
    await page.route("**/api/users", (route) =>
      fail ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":""}' }) : route.continue(),
    );
    await page.goto(USERS);
    await expect(page.getByText("Nu s-au putut prelua utilizatorii", { exact: true })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(row(page, E2E.admin.email)).toBeVisible();
  });

  test("an editor who opens the users screens lands on the dashboard", async ({ page }) => {
    await signIn(page, E2E.editor, "/dashboard");
    await expect(page.getByRole("link", { name: "Utilizatori" })).toHaveCount(0);
    for (const path of ["/users", "/users/new", "/users/1"]) {
      await page.goto(`${ADMIN_BASE}${path}`);
      await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/dashboard$`));
      await expect(page.getByRole("navigation", { name: "Meniu portal" }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: /Utilizator/ })).toHaveCount(0);
    }
  });
});
