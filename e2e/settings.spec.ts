import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";
import { E2E } from "./support/env";
import { apiToken, signIn } from "./support/portal";

const PHONE = "+40 721 555 010";
const FACEBOOK = "https://www.facebook.com/agentia-e2e";
const BRAND = "Agenția Nord";
const COMPANY = "Agenția Nord Marketing SRL";

/** Other specs read the demo identity: what this one saves is put back to blank afterwards. */
async function clearSettings(request: APIRequestContext) {
  const token = await apiToken(request);
  const response = await request.put("/api/settings", { data: {}, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

for (const width of [1280, 390]) {
  test(`${width} px: an admin saves the brand, the company, the phone and a Facebook page in Setări; the footer, a legal page, the JSON-LD and og:site_name show them, and the dashboard names what still shows a demo value`, async ({ page, request }) => {
    try {
      await signIn(page, E2E.admin, "/settings");
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole("heading", { level: 1, name: "Setări" })).toBeVisible();

      // The schema's message, on the field, before anything is sent.
      await page.getByLabel("Facebook").fill("https://www.facebook.com/");
      await page.getByRole("button", { name: "Salvează setările" }).click();
      await expect(page.getByText(/nu pagina principală a rețelei/)).toBeVisible();

      await page.getByLabel("Facebook").fill(FACEBOOK);
      await page.getByLabel("Telefon", { exact: true }).fill(PHONE);
      await page.getByLabel("Nume de brand").fill(BRAND);
      await page.getByLabel("Denumire").fill(COMPANY);
      await page.getByRole("button", { name: "Salvează setările" }).click();
      await expect(page.getByText("Setările au fost salvate.")).toBeVisible();

      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await expect(footer.locator(`a[href="tel:${PHONE.replace(/\s/g, "")}"]`).first()).toContainText(PHONE);
      await expect(footer.locator(`a[href="${FACEBOOK}"]`)).toHaveCount(1);
      const jsonLd = await page.locator("#site-json-ld").textContent();
      expect(jsonLd).toContain(PHONE);
      expect(jsonLd).toContain(FACEBOOK);
      expect(jsonLd).toContain(BRAND);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", BRAND);
      await expect(footer).toContainText(COMPANY);

      await page.goto("/termeni-si-conditii");
      await expect(page.getByRole("region", { name: "Date de identificare" })).toContainText(COMPANY);

      await page.goto("/internal-admin-portalv1.0.1/dashboard");
      await expect(page.getByRole("heading", { name: "Panou de control" }).or(page.getByRole("heading", { level: 1 })).first()).toBeVisible();
      // What was left blank still shows the demo value, and the notice says which.
      await expect(page.getByText("Datele firmei sunt cele demonstrative")).toHaveCount(0);
      const notice = page.getByRole("region", { name: "Unele date ale firmei sunt încă cele demonstrative" });
      await expect(notice).toContainText("E-mail contact general");
      await expect(notice).not.toContainText("Denumire");
    } finally {
      await clearSettings(request);
    }
  });
}
