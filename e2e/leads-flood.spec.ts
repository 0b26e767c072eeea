import type { APIRequestContext } from "@playwright/test";
import type { SubmissionRow } from "@/lib/api/hooks";
import { expect, test } from "./support/test";
import { E2E } from "./support/env";
import { mailsTo, sentMails } from "./support/mailbox";
import { apiToken, screenshots, signIn } from "./support/portal";

// Issue 38, QUALITY R7: a flood of leads from many addresses. The e2e server marks leads above 20 a
// minute as suspect (scripts/e2e-server.mjs): they are stored, kept out of e-mail and the inbox, the
// dashboard says so, and an admin releases the real one and deletes the rest.

const WINDOW_MS = 60_000;
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const code = Date.now().toString(36);

type Page = { submissions: SubmissionRow[]; total: number };

async function suspects(request: APIRequestContext, token: string): Promise<Page> {
  const response = await request.get("/api/contact-submissions?suspect=true&page=1", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Page;
}

async function post(request: APIRequestContext, n: number, prenume = "Val") {
  const response = await request.post("/api/contact-submissions", {
    data: {
      nume: `Flood${code}n${n}x`,
      prenume,
      email: `flood.${code}.${n}@example.com`,
      telefon: "+40755123456",
      website: "Exemplu SRL",
      mesaj: `Mesaj automat numărul ${n} trimis în rafală către formular.`,
    },
    headers: { "x-forwarded-for": randomIp() },
  });
  // A suspect lead is answered like any other: the sender learns nothing.
  expect(response.status()).toBe(201);
}

let floodStarted = 0;

test.afterAll(async () => {
  // The next specs' leads must not land in this flood's window.
  const left = floodStarted + WINDOW_MS + 2_000 - Date.now();
  if (floodStarted && left > 0) await new Promise((resolve) => setTimeout(resolve, left));
});

test("a flood: suspect leads wait apart, unsent; the dashboard says so; one is released, the rest deleted", async ({ page, request }) => {
  test.setTimeout(180_000);
  floodStarted = Date.now();
  const token = await apiToken(request);
  const before = (await suspects(request, token)).total;
  let n = 0;
  // Until two are suspect, however many leads other specs sent this minute.
  while ((await suspects(request, token)).total < before + 2 && n < 60) await post(request, ++n);
  const flood = await suspects(request, token);
  expect(flood.total).toBeGreaterThanOrEqual(2);
  const [newest, real] = flood.submissions;

  // Nothing about a suspect lead went out, to the agency or to the address typed in it.
  await page.waitForTimeout(1_500);
  for (const s of [newest, real]) expect(sentMails().filter((m) => m.subject.includes(s.nume) || m.to.includes(s.email))).toEqual([]);

  await signIn(page, E2E.admin, "/dashboard");
  const notice = page.getByRole("region", { name: /mesaje? marcat(e)? ca suspect/ });
  await expect(notice).toContainText(`${flood.total}`);
  await screenshots(page, "flood-dashboard-notice");
  await notice.getByRole("link", { name: /Verificați-l/ }).click();

  await expect(page).toHaveURL(/\/contact-submissions\?suspect=true$/);
  await expect(page.getByRole("link", { name: `Suspecte (${flood.total})` })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/Nu au fost trimise pe e-mail și nu apar în Inbox/)).toBeVisible();
  await expect(page.getByTestId("inbox-row").first()).toContainText(newest.nume);
  await screenshots(page, "flood-suspect-view");

  // The real one: released from its row; the agency's e-mail leaves now, the visitor gets none.
  const row = page.getByTestId("inbox-row").filter({ hasText: real.nume });
  await row.getByRole("button", { name: `Eliberează: ${real.prenume} ${real.nume}` }).click();
  await expect(page.getByText("Mesajul a fost eliberat și apare acum în Inbox.")).toBeVisible();
  await expect(row).toHaveCount(0);
  const [notification] = await mailsTo("vanzari@e2e.ro", (m) => m.subject.includes(real.nume));
  expect(notification.subject).toBe(`Mesaj nou de la ${real.prenume} ${real.nume}`);
  await page.getByRole("link", { name: "Mesaje", exact: true }).click();
  await expect(page.getByTestId("inbox-row").filter({ hasText: real.nume })).toHaveCount(1);
  expect(sentMails().filter((m) => m.to.includes(real.email))).toEqual([]);

  // The rest: deleted at once, after a confirmation.
  await page.getByRole("link", { name: /^Suspecte \(\d+\)$/ }).click();
  await expect(page.getByTestId("inbox-row").filter({ hasText: newest.nume })).toHaveCount(1);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toMatch(/^Sunteți sigur că doriți să ștergeți (mesajul suspect|toate cele .+ mesaje suspecte)\?/);
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Șterge toate suspectele" }).click();
  await expect(page.getByText(/^(A fost șters un mesaj|Au fost șterse .+ mesaje)\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/contact-submissions$/);
  await expect(page.getByRole("link", { name: /^Suspecte/ })).toHaveCount(0);
  expect((await suspects(request, token)).total).toBe(0);

  await page.goto("/internal-admin-portalv1.0.1/dashboard");
  await expect(page.getByRole("link", { name: /Articole publicate/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /marcat(e)? ca suspect/ })).toHaveCount(0);
});
