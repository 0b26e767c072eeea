import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";
import type { DashboardData } from "@/lib/dto/dashboard";


/** The words of the unread badge (components/admin/inbox/inbox-logic.ts): 20 and up take "de". */
const unreadLabel = (n: number) => (n === 1 ? "1 mesaj necitit" : n % 100 >= 20 || (n > 0 && n % 100 === 0) ? `${n} de mesaje necitite` : `${n} mesaje necitite`);

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** Removes this spec's messages again (the newest, so all on page 1): the inbox spec expects the seeded ones there. */
async function deleteSubmissionsNamed(request: APIRequestContext, prefix: string) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const list = await request.get("/api/contact-submissions?page=1", { headers });
  expect(list.status()).toBe(200);
  const { submissions } = (await list.json()) as { submissions: Array<{ id: number; nume: string }> };
  for (const s of submissions.filter((row) => row.nume.startsWith(prefix))) {
    expect((await request.delete(`/api/contact-submissions/${s.id}`, { headers })).status()).toBe(200);
  }
}

async function dashboardAs(request: APIRequestContext, who: { email: string; password: string }): Promise<DashboardData> {
  const response = await request.get("/api/dashboard", { headers: { authorization: `Bearer ${await apiToken(request, who)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardData;
}

const CARDS = [
  { key: "pages", name: /Pagini publicate/, role: "button" },
  { key: "articles", name: /Articole publicate/, role: "link", href: "/blog" },
  { key: "caseStudies", name: /Studii de caz publicate/, role: "link", href: "/case-studies" },
  { key: "services", name: /Servicii publicate/, role: "link", href: "/services" },
  { key: "packages", name: /Planuri și pachete/, role: "link", href: "/prices" },
] as const;

test.describe("dashboard", () => {
  test("admin sees the five published counts, the unread messages and every quick action", async ({ page, request }) => {
    const data = await dashboardAs(request, E2E.admin);
    expect(data.submissions.length).toBeGreaterThan(0);
    await signIn(page, E2E.admin);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Bună (dimineața|ziua|seara), Administrator!$/);
    const stats = page.getByRole("list", { name: "Statistici" });
    await expect(stats.getByRole("listitem")).toHaveCount(5);
    for (const card of CARDS) {
      const target = stats.getByRole(card.role, { name: card.name });
      await expect(target.getByTestId("stat-value")).toHaveText(data[card.key].toLocaleString("ro-RO"));
      if (card.role === "link") await expect(target).toHaveAttribute("href", `${ADMIN_BASE}${card.href}`);
    }
    // SPEC 2.2's "plans and packages": all of them, and how many are published.
    const plans = stats.getByRole("link", { name: /Planuri și pachete/ });
    await expect(plans).not.toContainText("Planuri și pachete publicate");
    await expect(plans).toContainText(`Publicate: ${data.packagesPublished.toLocaleString("ro-RO")}`);
    expect(data.packages).toBeGreaterThanOrEqual(data.packagesPublished);

    const recent = page.getByRole("region", { name: "Mesaje necitite" });
    await expect(recent).toBeVisible();
    await expect(recent.getByText(unreadLabel(data.unread), { exact: true })).toBeAttached();
    for (const s of data.submissions) await expect(recent.getByText(`${s.prenume} ${s.nume}`)).toBeVisible();
    // SPEC 9: a 40-character preview plus an ellipsis.
    const first = data.submissions[0];
    const link = recent.getByRole("link", { name: new RegExp(`${first.prenume} ${first.nume}`) });
    await expect(link).toHaveAttribute("href", `${ADMIN_BASE}/contact-submissions`);
    const flat = first.mesaj.replace(/\s+/g, " ").trim();
    expect(flat.length).toBeGreaterThan(40);
    await expect(link).toContainText(`${flat.slice(0, 40).trimEnd()}...`);

    const quick = page.getByRole("region", { name: "Acțiuni rapide" });
    for (const href of ["/pages/new", "/blog/new", "/case-studies/new", "/prices/new", "/contact-submissions"]) {
      await expect(quick.locator(`a[href="${ADMIN_BASE}${href}"]`)).toHaveCount(1);
    }
    await screenshots(page, "dashboard-admin");

    // The pages card opens the list of pages in place, each linking to its editor.
    await stats.getByRole("button", { name: /Pagini publicate/ }).click();
    await expect(page.getByRole("link", { name: /Tarife/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Creează pagină nouă" }).first()).toHaveAttribute("href", `${ADMIN_BASE}/pages/new`);
    await page.keyboard.press("Escape");

    await recent.getByRole("link", { name: "Vezi toate" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/contact-submissions`);
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  });

  test("editor sees the counts but neither the messages nor a way to the inbox", async ({ page, request }) => {
    const data = await dashboardAs(request, E2E.editor);
    expect(data.submissions).toEqual([]);
    await signIn(page, E2E.editor);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/, Editor Demo!$/);
    const stats = page.getByRole("list", { name: "Statistici" });
    await expect(stats.getByRole("link", { name: /Articole publicate/ }).getByTestId("stat-value")).toHaveText(String(data.articles));
    await expect(page.getByRole("region", { name: "Acțiuni rapide" }).getByRole("link")).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Mesaje necitite" })).toHaveCount(0);
    await expect(page.locator(`a[href="${ADMIN_BASE}/contact-submissions"]`)).toHaveCount(0);
    await screenshots(page, "dashboard-editor");

    await page.goto(`${ADMIN_BASE}/contact-submissions`);
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
    await expect(page.getByRole("heading", { name: "Inbox" })).toHaveCount(0);
  });

  test("the badge counts every unread message while the box lists the latest five", async ({ page, request }) => {
    let data = await dashboardAs(request, E2E.admin);
    for (let i = 0; data.unread < 7; i += 1) {
      const suffix = `${Date.now().toString(36)}${i}`;
      const response = await request.post("/api/contact-submissions", {
        data: {
          nume: `Necitit${suffix}`,
          prenume: "Dana",
          email: `dana.${suffix}@example.com`,
          telefon: "+40755123456",
          website: "Firma Test SRL",
          mesaj: `Bună ziua, aș dori o ofertă pentru promovarea online a firmei noastre. Cod ${suffix}.`,
        },
        headers: { "x-forwarded-for": randomIp() },
      });
      expect(response.status()).toBe(201);
      data = await dashboardAs(request, E2E.admin);
    }
    expect(data.submissions).toHaveLength(5);
    await signIn(page, E2E.admin);

    const recent = page.getByRole("region", { name: "Mesaje necitite" });
    await expect(recent.getByText(unreadLabel(data.unread), { exact: true })).toBeAttached();
    await expect(recent.getByText(String(data.unread), { exact: true })).toBeVisible();
    await expect(recent.getByText(unreadLabel(5), { exact: true })).toHaveCount(0);
    await expect(recent.getByRole("listitem")).toHaveCount(5);
    await expect(recent.getByText(`Sunt afișate cele mai recente 5 din ${unreadLabel(data.unread)}.`)).toBeVisible();
    await deleteSubmissionsNamed(request, "Necitit");
  });

  test("no contrast or landmark violations at 1280 and 390 px: the unread badge is legible, the phone's top bar a landmark", async ({ page, request }) => {
    expect((await dashboardAs(request, E2E.admin)).unread).toBeGreaterThan(0);
    await signIn(page, E2E.admin);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(page.getByRole("region", { name: "Mesaje necitite" })).toBeVisible();
      await page.waitForTimeout(300); // the cards' hover and entrance transitions at rest
      const results = await new AxeBuilder({ page }).withRules(["color-contrast", "region"]).analyze();
      const found = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
      expect(found, `${width} px`).toEqual([]);
    }
    await expect(page.getByRole("banner")).toContainText("Portal intern");
  });

  test("a failed load shows the message and retries", async ({ page }) => {
    let fail = true;
    await page.route("**/api/dashboard", (route) =>
      fail ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "" }) }) : route.continue(),
    );
    await signIn(page, E2E.admin);
    await expect(page.getByRole("alert").filter({ hasText: "Nu s-au putut prelua datele pentru dashboard." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Acțiuni rapide" })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    await expect(page.getByRole("list", { name: "Statistici" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByText("Nu s-au putut prelua datele pentru dashboard.")).toHaveCount(0);
  });
});
