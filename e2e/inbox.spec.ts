import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

type Submission = {
  id: number;
  nume: string;
  prenume: string;
  email: string;
  mesaj: string;
  read: boolean;
};
type Question = { id: number; question: string; type: "radio" | "checkbox"; answers: Array<{ value: string; label: string }> };

const INBOX = "/contact-submissions";

/** The badge's words, as the screen says them (SPEC 4: from the current page only). */
const unreadLabel = (n: number) => (n === 1 ? "1 mesaj necitit" : `${n} mesaje necitite`);

async function listPage(request: APIRequestContext, token: string, page = 1) {
  const response = await request.get(`/api/contact-submissions?page=${page}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { submissions: Submission[]; totalPages: number; total: number };
}

async function unreadOnPage(request: APIRequestContext, token: string, page = 1): Promise<number> {
  return (await listPage(request, token, page)).submissions.filter((s) => !s.read).length;
}

async function readState(request: APIRequestContext, token: string, id: number): Promise<boolean | undefined> {
  for (let page = 1; ; page += 1) {
    const list = await listPage(request, token, page);
    const found = list.submissions.find((s) => s.id === id);
    if (found) return found.read;
    if (page >= list.totalPages) return undefined;
  }
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
let counter = 0;

/** A fresh lead through the public call; a random address keeps the rate limit out of the way. */
async function createSubmission(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const body = {
    nume: `Marin${suffix}`,
    prenume: "Irina",
    email: `irina.${suffix}@example.com`,
    telefon: "+40755123456",
    website: "Atelierul Verde SRL",
    mesaj: `Bună ziua, aș vrea o ofertă pentru promovarea atelierului nostru online, cu accent pe reclame locale și SEO. Cod ${suffix}.`,
    ...extra,
  };
  const response = await request.post("/api/contact-submissions", { data: body, headers: { "x-forwarded-for": randomIp() } });
  expect(response.status()).toBe(201);
  // The public answer carries no row id (it would tell the lead volume): the inbox does.
  const { submissions } = await listPage(request, await apiToken(request));
  const id = submissions.find((s) => s.email === body.email)?.id;
  expect(id).toBeDefined();
  return { id: id as number, ...body, name: `${body.prenume} ${body.nume}` };
}

const rowOf = (page: Page, text: string) => page.getByTestId("inbox-row").filter({ hasText: text });
const unreadBadge = (page: Page) => page.getByText(/^\d+ (mesaj necitit|mesaje necitite)$/);

test.describe("inbox", () => {
  test("lists the seeded messages newest first with the unread marks of the page", async ({ page, request }) => {
    const token = await apiToken(request);
    const list = await listPage(request, token);
    const unread = list.submissions.filter((s) => !s.read).length;
    await signIn(page, E2E.admin, INBOX);

    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await expect(page.getByText(unreadLabel(unread))).toBeAttached();
    // SPEC 4 counts the badge from this page only, and the screen says so.
    if (unread > 0) await expect(page.getByText("pe această pagină", { exact: true })).toBeVisible();
    const rows = page.getByTestId("inbox-row");
    await expect(rows).toHaveCount(list.submissions.length);
    const names = ["Raluca Popa", "Ana-Maria Dobre", "Vlad Ionescu"];
    const order = await Promise.all(names.map(async (n) => (await rows.allInnerTexts()).findIndex((t) => t.includes(n))));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const raluca = rowOf(page, "Raluca Popa");
    await expect(raluca.getByText("New", { exact: true })).toBeVisible();
    await expect(raluca).toContainText("raluca.popa@example.com");
    const message = list.submissions.find((s) => s.email === "raluca.popa@example.com")!.mesaj;
    expect(message.length).toBeGreaterThan(100);
    await expect(raluca).toContainText(`${message.slice(0, 100).trimEnd()}...`);
    const vlad = rowOf(page, "Vlad Ionescu");
    await expect(vlad.getByText("New", { exact: true })).toHaveCount(0);
    await expect(vlad).toContainText("2 zile în urmă");
    await expect(rowOf(page, "Ana-Maria Dobre")).toContainText("ieri");
  });

  test("a new message arrives unread, opens in full, is marked read, toggled back, then all are read", async ({ page, request }) => {
    const token = await apiToken(request);
    const questions = (await (await request.get("/api/marketing-questions")).json()) as Question[];
    const multi = questions.find((q) => q.type === "checkbox" && q.answers.length >= 2)!;
    const single = questions.find((q) => q.type === "radio")!;
    const fresh = await createSubmission(request, {
      selected_package: "Pachet Creștere",
      answers: { [multi.id]: [multi.answers[0].value, multi.answers[1].value], [single.id]: single.answers[0].value },
    });
    const unread = await unreadOnPage(request, token);
    await signIn(page, E2E.admin, INBOX);

    const row = rowOf(page, fresh.email);
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(row).toContainText(fresh.name);
    await expect(row).toContainText("Acum un minut");
    await expect(page.getByText(unreadLabel(unread))).toBeAttached();

    await row.getByRole("button", { name: `Deschide mesajul de la ${fresh.name} (necitit)` }).click();
    const dialog = page.getByRole("dialog", { name: `Mesaj de la ${fresh.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(fresh.mesaj)).toBeVisible();
    await expect(dialog.getByRole("link", { name: fresh.email })).toHaveAttribute("href", `mailto:${fresh.email}`);
    await expect(dialog.getByRole("link", { name: fresh.telefon })).toHaveAttribute("href", `tel:${fresh.telefon}`);
    await expect(dialog.getByText(fresh.website)).toBeVisible();
    await expect(dialog.getByText(fresh.nume, { exact: true })).toBeVisible();
    await expect(dialog.getByText("Pachet Creștere")).toBeVisible();
    await expect(dialog.getByText(/\d{4}/).first()).toBeVisible();
    await expect(dialog.getByText(multi.question, { exact: true })).toHaveCount(1);
    const multiList = dialog.getByRole("list", { name: `Răspunsuri: ${multi.question}` });
    await expect(multiList.getByRole("listitem")).toHaveText([multi.answers[0].label, multi.answers[1].label]);
    await expect(dialog.getByRole("list", { name: `Răspunsuri: ${single.question}` }).getByRole("listitem")).toHaveText([single.answers[0].label]);

    // Opening it marked it read: the badge drops by one and the server agrees.
    if (unread > 1) await expect(page.getByText(unreadLabel(unread - 1))).toBeAttached();
    else await expect(unreadBadge(page)).toHaveCount(0);
    await expect.poll(() => readState(request, token, fresh.id)).toBe(true);
    await screenshots(page, "inbox-modal");
    await dialog.getByRole("button", { name: "Închide" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("New", { exact: true })).toHaveCount(0);

    await row.getByRole("button", { name: `Marchează ca necitit: ${fresh.name}` }).click();
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(page.getByText(unreadLabel(unread))).toBeAttached();
    await expect.poll(() => readState(request, token, fresh.id)).toBe(false);
    await screenshots(page, "inbox-list");

    await page.getByRole("button", { name: "Marchează toate ca citite" }).click();
    await expect(unreadBadge(page)).toHaveCount(0);
    await expect(page.getByTestId("inbox-row").getByText("New", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Marchează toate ca citite" })).toBeDisabled();
    expect(await unreadOnPage(request, token)).toBe(0);
  });

  test("delete asks first, then removes the message for good", async ({ page, request }) => {
    const token = await apiToken(request);
    const fresh = await createSubmission(request);
    await signIn(page, E2E.admin, INBOX);
    const row = rowOf(page, fresh.email);
    await expect(row).toBeVisible();

    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await row.getByRole("button", { name: `Șterge mesajul de la ${fresh.name}` }).click();
    expect(asked).toBe("Sunteți sigur că doriți să ștergeți acest mesaj?");
    await expect(row).toBeVisible();

    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: `Șterge mesajul de la ${fresh.name}` }).click();
    await expect(page.getByText("Mesajul a fost șters.")).toBeVisible();
    await expect(row).toHaveCount(0);
    const gone = await request.put(`/api/contact-submissions/${fresh.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { read: true },
    });
    expect(gone.status()).toBe(404);
  });

  test("failures show the inbox's messages and change nothing", async ({ page, request }) => {
    const token = await apiToken(request);
    const fresh = await createSubmission(request);
    let failList = true;
    await page.route("**/api/contact-submissions?page=1", (route) =>
      failList ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" }) : route.continue(),
    );
    await signIn(page, E2E.admin, INBOX);
    await expect(page.getByRole("alert").filter({ hasText: "Nu s-au putut prelua mesajele de contact" })).toBeVisible();
    failList = false;
    await page.getByRole("button", { name: "Încercați din nou" }).click();
    const row = rowOf(page, fresh.email);
    await expect(row.getByText("New", { exact: true })).toBeVisible();

    await page.route("**/api/contact-submissions/*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await row.getByRole("button", { name: `Marchează ca citit: ${fresh.name}` }).click();
    await expect(page.getByText("Nu s-a putut actualiza starea mesajului")).toBeVisible();
    await expect(row.getByText("New", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Marchează toate ca citite" }).click();
    await expect(page.getByText("Nu s-au putut marca mesajele ca citite")).toBeVisible();
    await expect(row.getByText("New", { exact: true })).toBeVisible();

    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: `Șterge mesajul de la ${fresh.name}` }).click();
    await expect(page.getByText("Nu s-a putut șterge mesajul")).toBeVisible();
    await expect(row).toBeVisible();
    expect(await readState(request, token, fresh.id)).toBe(false);
  });

  test("searches without regard to diacritics: 'branzareanu brasov' finds Brânzăreanu of Brașov (ș) and of Braşov (ş)", async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const comma = await createSubmission(request, { nume: `Brânzăreanu${tag}`, website: "Cofetăria Brașov" });
    const cedilla = await createSubmission(request, { nume: `BRÂNZĂREANU${tag}`, website: "Cofetăria Braşov" });
    await signIn(page, E2E.admin, INBOX);
    const filters = page.getByRole("search", { name: "Filtrează mesajele" });
    await filters.getByLabel("Caută").fill(`branzareanu${tag} brasov`);
    await filters.getByRole("button", { name: "Filtrează" }).click();
    const rows = page.getByTestId("inbox-row");
    await expect(rows).toHaveCount(2);
    await expect(rowOf(page, comma.email)).toBeVisible();
    await expect(rowOf(page, cedilla.email)).toBeVisible();
  });

  test("shows an empty state when there are no messages", async ({ page }) => {
    await page.route("**/api/contact-submissions?page=1", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ submissions: [], totalPages: 0, total: 0, page: 1 }) }),
    );
    await signIn(page, E2E.admin, INBOX);
    await expect(page.getByText("Nu există mesaje")).toBeVisible();
    await expect(unreadBadge(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Paginare mesaje" })).toHaveCount(0);
  });

  test("pages through the messages; the badge counts the current page only", async ({ page, request }) => {
    const token = await apiToken(request);
    let list = await listPage(request, token);
    while (list.total < 12) {
      await createSubmission(request);
      list = await listPage(request, token);
    }
    const second = await listPage(request, token, 2);
    // One unread message on page 2, whatever page 1 holds.
    for (const s of second.submissions) {
      const res = await request.put(`/api/contact-submissions/${s.id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { read: s.id === second.submissions[0].id ? false : true },
      });
      expect(res.status()).toBe(200);
    }
    const firstUnread = await unreadOnPage(request, token, 1);
    expect(firstUnread).not.toBe(1);

    await signIn(page, E2E.admin, INBOX);
    await expect(page.getByTestId("inbox-row")).toHaveCount(10);
    if (firstUnread > 0) await expect(page.getByText(unreadLabel(firstUnread))).toBeAttached();
    else await expect(unreadBadge(page)).toHaveCount(0);

    const nav = page.getByRole("navigation", { name: "Paginare mesaje" });
    await nav.getByRole("button", { name: "2", exact: true }).click();
    await expect(page.getByTestId("inbox-row")).toHaveCount(second.submissions.length);
    await expect(rowOf(page, second.submissions[0].email)).toBeVisible();
    await expect(page.getByText(unreadLabel(1))).toBeAttached();
    await expect(page.getByText("pe această pagină", { exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");

    // The page is kept in the address like the other lists: a reload and Back return to it.
    const inboxUrl = `${ADMIN_BASE}${INBOX}`.replace(/\./g, "\\.");
    await expect(page).toHaveURL(new RegExp(`${inboxUrl}\\?page=2$`));
    await page.reload();
    await expect(rowOf(page, second.submissions[0].email)).toBeVisible();
    await expect(nav.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${inboxUrl}$`));
    await expect(nav.getByRole("button", { name: "1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(rowOf(page, second.submissions[0].email)).toHaveCount(0);
    await page.goForward();
    await expect(rowOf(page, second.submissions[0].email)).toBeVisible();
  });
});
