import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

type Submission = { id: number; email: string; read: boolean };

async function storeLead(request: APIRequestContext): Promise<Submission> {
  const suffix = Date.now().toString(36);
  const email = `dana.${suffix}@example.com`;
  const response = await request.post("/api/contact-submissions", {
    data: {
      nume: "Petrescu",
      prenume: "Dana",
      email,
      telefon: "+40755123456",
      website: "Cofetăria Dana",
      mesaj: "Bună ziua, aș dori o ofertă pentru un magazin online de prăjituri.",
      selected_package: "Pachet Start",
    },
    headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(response.status()).toBe(201);
  const token = await apiToken(request);
  const list = await request.get("/api/contact-submissions?page=1", { headers: { authorization: `Bearer ${token}` } });
  const found = ((await list.json()) as { submissions: Submission[] }).submissions.find((s) => s.email === email);
  expect(found?.email).toBe(email);
  return found as Submission;
}

test.describe("lead e-mails in the portal", () => {
  test("the link of a lead's e-mail opens that message in the portal and reads it", async ({ page, request }) => {
    const lead = await storeLead(request);
    expect(lead.read).toBe(false);
    await signIn(page, E2E.admin, `/contact-submissions/${lead.id}`);

    const dialog = page.getByRole("dialog", { name: "Mesaj de la Dana Petrescu" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Cofetăria Dana");
    await expect(dialog).toContainText("Pachet Start");
    await expect(dialog).toContainText("aș dori o ofertă pentru un magazin online de prăjituri");
    await expect(dialog.getByRole("button", { name: "Marchează ca necitit" })).toBeVisible();
    await screenshots(page, "lead-message-page");

    const token = await apiToken(request);
    const stored = await request.get(`/api/contact-submissions/${lead.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await stored.json()) as Submission).read).toBe(true);

    await dialog.getByRole("button", { name: "Închide" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/contact-submissions$`));
  });

  test("a message that no longer exists says so", async ({ page }) => {
    await signIn(page, E2E.admin, "/contact-submissions/999999");
    await expect(page.getByText("Mesajul nu a fost găsit.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Înapoi la mesaje" })).toBeVisible();
  });
});
