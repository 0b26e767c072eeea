import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E } from "./env";
import { renderWholePage } from "./full-page";

export const ADMIN_BASE = "/internal-admin-portalv1.0.1";

/** Signs in through the real login screen and waits for the portal to show. */
export async function signIn(page: Page, who: { email: string; password: string } = E2E.admin, path = "/dashboard") {
  await page.goto(`${ADMIN_BASE}/login?callbackUrl=${encodeURIComponent(`${ADMIN_BASE}${path}`)}`);
  await page.getByLabel("Adresa de e-mail").fill(who.email);
  await page.getByLabel("Parola", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Continuă" }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}${path.replace(/\?/g, "\\?")}`));
  await expect(page.getByRole("navigation", { name: "Meniu portal" }).first()).toBeVisible();
}

/**
 * Screenshots at the two widths the issues ask for, kept under e2e-screens/ for a person to review;
 * they assert nothing, so CI takes them only when E2E_SCREENSHOTS is set (a full page at two widths costs seconds).
 */
export async function screenshots(page: Page, name: string) {
  if (process.env.CI && !process.env.E2E_SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await renderWholePage(page);
    await page.screenshot({ path: `e2e-screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A bearer token for the API, from the same login endpoint the portal's clients use. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string } = E2E.admin): Promise<string> {
  const login = await request.post("/api/auth/login", { data: who });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * An edit screen opened on an item that does not exist (never did, or was deleted): it says so, offers
 * no retry that could never succeed, and links back to its list.
 */
export async function expectItemNotFound(page: Page, message: string, list: string, back: RegExp) {
  const box = page.getByRole("alert").filter({ hasText: message });
  await expect(box).toBeVisible();
  await expect(page.getByRole("button", { name: "Încercați din nou" })).toHaveCount(0);
  await expect(box.getByRole("link", { name: back })).toHaveAttribute("href", `${ADMIN_BASE}${list}`);
  return box;
}
