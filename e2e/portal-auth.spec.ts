import { expect, test } from "./support/test";
import { decodeJwt, SignJWT } from "jose";
import { E2E } from "./support/env";
import { ADMIN_BASE, screenshots, signIn } from "./support/portal";

const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Meniu portal" }).first();

test.describe("portal sign-in and guard", () => {
  test("login screen: validation, wrong password, success back to the attempted page", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/prices?page=1`);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await expect(page.getByRole("heading", { name: "Autentificare" })).toBeVisible();
    await screenshots(page, "login");

    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page.getByText("Adresa de e-mail este obligatorie")).toBeVisible();
    await expect(page.getByText("Parola este obligatorie")).toBeVisible();
    await page.getByLabel("Adresa de e-mail").fill("nu-e-email");
    await expect(page.getByText("Adresa de e-mail este obligatorie")).toBeHidden();
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page.getByText("Introdu o adresă validă")).toBeVisible();

    await page.getByLabel("Adresa de e-mail").fill(E2E.admin.email);
    await page.getByLabel("Parola", { exact: true }).fill("parola-gresita");
    await page.getByRole("button", { name: "Arată parola" }).click();
    await expect(page.getByLabel("Parola", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page.getByText("Nume de utilizator sau parolă incorecte")).toBeVisible();

    await page.getByLabel("Parola", { exact: true }).fill(E2E.admin.password);
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/prices?page=1`);
    const cookie = (await page.context().cookies()).find((c) => c.name.includes("next-auth.session-token"));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
    expect(await page.evaluate(() => [localStorage.getItem("token") !== null, JSON.parse(localStorage.getItem("user") ?? "{}").role])).toEqual([true, "admin"]);

    // Already signed in: the login screen sends the user on.
    await page.goto(`${ADMIN_BASE}/login`);
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
    // The prefix root goes to the dashboard.
    await page.goto(ADMIN_BASE);
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
  });

  test("admin and editor see their own menus; editors are turned away from admin sections", async ({ page, browser }) => {
    await signIn(page, E2E.admin);
    const adminItems = await nav(page).locator(":scope > a").allInnerTexts();
    expect(adminItems.map((t) => t.trim())).toEqual([
      "Dashboard", "Articole de Blog", "Studii de Caz", "Inbox", "Întrebări Marketing", "Echipa", "Servicii", "Planuri și pachete", "Utilizatori",
    ]);
    await expect(page.getByText("Admin", { exact: true })).toBeVisible();
    await screenshots(page, "portal-shell-admin");

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, E2E.editor);
    const editorItems = await nav(editor).locator(":scope > a").allInnerTexts();
    expect(editorItems.map((t) => t.trim())).toEqual([
      "Dashboard", "Articole de Blog", "Studii de Caz", "Echipa", "Servicii", "Planuri și pachete",
    ]);
    await expect(editor.getByText("Editor", { exact: true })).toBeVisible();
    for (const section of ["users", "marketing-questions", "contact-submissions"]) {
      await editor.goto(`${ADMIN_BASE}/${section}`);
      await expect(editor).toHaveURL(`${ADMIN_BASE}/dashboard`);
    }
    await editorContext.close();
  });

  test("the pages group lists every page and the sidebar collapses to icons", async ({ page }) => {
    await signIn(page, E2E.admin);
    const group = page.getByRole("button", { name: "Administrare Pagini" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await group.click();
    await expect(nav(page).getByRole("link", { name: "Tarife", exact: true })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "+ Creează pagină nouă" })).toBeVisible();
    await page.getByRole("button", { name: "Restrânge meniul" }).click();
    await expect(nav(page).getByText("Articole de Blog")).toHaveClass(/sr-only/);
    await page.getByRole("button", { name: "Extinde meniul" }).click();
    await expect(page.getByRole("button", { name: "Înapoi sus" })).toBeVisible();
  });

  test("an expired token is refreshed silently mid-session", async ({ page }) => {
    await signIn(page, E2E.admin);
    const stored = await page.evaluate(() => localStorage.getItem("token") as string);
    const claims = decodeJwt(stored);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ tv: claims.tv, sst: claims.sst })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.sub))
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(E2E.authSecret));
    await page.evaluate((token) => localStorage.setItem("token", token), expired);
    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/refresh") && r.status() === 200);
    await page.getByRole("button", { name: "Administrare Pagini" }).click();
    await page.reload();
    await refreshed;
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();
  });

  test("logout ends the session everywhere", async ({ page, request }) => {
    await signIn(page, E2E.admin);
    const token = await page.evaluate(() => localStorage.getItem("token") as string);
    await page.getByRole("button", { name: "Deconectare" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await request.get("/api/users", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto(`${ADMIN_BASE}/dashboard`);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  });
});
