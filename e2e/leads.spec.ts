import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import type { SubmissionRow } from "@/lib/api/hooks";
import { expect, test } from "./support/test";
import { E2E } from "./support/env";
import { mailsTo } from "./support/mailbox";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

// Issue 32, one lead end to end: the public form (with the visit's campaign) -> the database -> the
// agency's e-mail and the visitor's confirmation in the e2e server's SMTP server -> the message page
// the e-mail links to -> follow-up -> the inbox's filters -> the CSV export; then a data subject's request.

const SUCCESS = "Mesajul a fost trimis cu succes! Vă vom contacta în curând.";
const INBOX = "/contact-submissions";
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** A returning visitor with a cookie choice made (analytics allowed or not) and an address of its own. */
async function visitor(page: Page, analytics: boolean) {
  await page.addInitScript((allowed) => {
    if (!window.localStorage.getItem("cookie-consent")) {
      window.localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, necessary: true, analytics: allowed, marketing: false, at: new Date().toISOString() }));
    }
    window.sessionStorage.setItem("chat-widget-shown", "1");
  }, analytics);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
}

type Person = { nume: string; prenume: string; email: string };

function person(): Person {
  const code = unique();
  return { nume: `Lead${code}`, prenume: "Corina", email: `corina.${code}@example.com` };
}

async function sendContactForm(form: Locator, who: Person) {
  await form.getByLabel("Nume", { exact: true }).fill(who.nume);
  await form.getByLabel("Prenume").fill(who.prenume);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Telefon").fill("0755 123 456");
  await form.getByLabel("Website sau companie").fill("=Brutăria Corina SRL");
  await form.getByRole("textbox", { name: "Mesaj" }).fill("Bună ziua, vrem mai multe comenzi online pentru brutărie, în tot județul.");
  await form.getByRole("button", { name: "Trimite mesajul" }).click();
  // In place with scripts; without them, at the top of the form the redirect opens (#mesaj-trimis).
  await expect(form.getByText(SUCCESS, { exact: true }).filter({ visible: true })).toBeVisible();
}

async function storedLeads(request: APIRequestContext, email: string): Promise<SubmissionRow[]> {
  const token = await apiToken(request);
  const response = await request.get(`/api/contact-submissions?page=1&email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { submissions: SubmissionRow[] }).submissions;
}

async function adminPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "ro-RO" });
  const page = await context.newPage();
  await signIn(page, E2E.admin, path);
  return page;
}

test.describe("a lead, end to end", () => {
  test("form with the visit's campaign -> e-mails -> message page -> follow-up -> filters -> CSV", async ({ page, browser, request }) => {
    await visitor(page, true);
    const who = person();
    // The visit lands from a newsletter on the home page, then opens /tarife without the campaign.
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=toamna-2026&gclid=g-123");
    await page.goto("/tarife");
    await page.locator("#tarife_servicii").getByRole("link", { name: "Solicită pachetul SEO Local" }).click();
    await expect(page).toHaveURL(/\/tarife\?pachet=[0-9a-f-]{36}$/);
    await page.getByRole("region", { name: "Planul selectat" }).getByRole("link", { name: "Comanda acum" }).click();
    await sendContactForm(page.locator("#contact").getByRole("form", { name: "Formular de contact" }), who);

    const [lead] = await storedLeads(request, who.email);
    expect(lead).toMatchObject({ selected_package: "SEO Local", status: "nou", read: false });
    expect(lead.attribution).toMatchObject({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "toamna-2026", gclid: "g-123" });
    expect(lead.attribution.page).toMatch(/\/tarife\?pachet=/);

    // The agency's e-mail: the name in the subject, every field, the package, where it came from, the link.
    const [notice] = await mailsTo("vanzari@e2e.ro", (m) => m.subject.includes(who.nume));
    expect(notice.to).toEqual(["vanzari@e2e.ro", "director@e2e.ro"]);
    expect(notice.subject).toBe(`Mesaj nou de la Corina ${who.nume} (SEO Local)`);
    expect(notice.replyTo).toContain(who.email);
    for (const line of [`E-mail: ${who.email}`, "Telefon: 0755123456", "Pachet selectat: SEO Local", "utm_source: newsletter", "utm_campaign: toamna-2026", "gclid (Google Ads): g-123"]) {
      expect(notice.text).toContain(line);
    }
    expect(notice.html).toContain("Proveniență");
    const link = /Deschideți mesajul în portal: (\S+)/.exec(notice.text)?.[1] ?? "";
    const linkPath = new URL(link).pathname;
    expect(linkPath).toBe(`${ADMIN_BASE}${INBOX}/${lead.id}`);
    // The visitor's confirmation, in Romanian, once, quoting nothing typed in the form (QUALITY R8).
    const replies = await mailsTo(who.email, () => true);
    expect(replies).toHaveLength(1);
    expect(replies[0].text).toContain("Bună ziua,\n\nVă mulțumim pentru mesaj!");
    for (const typed of ["Corina", who.nume, "Brutăria", "brutărie"]) expect(replies[0].text + replies[0].html).not.toContain(typed);

    // The link opens the message; its follow-up is saved and still there after a reload.
    const admin = await adminPage(browser, linkPath.slice(ADMIN_BASE.length));
    let dialog = admin.getByRole("dialog", { name: `Mesaj de la Corina ${who.nume}` });
    const origin = dialog.getByRole("region", { name: "Proveniență" });
    await expect(origin).toContainText("newsletter");
    await expect(origin).toContainText("toamna-2026");
    await expect(origin).toContainText("/tarife?pachet=");
    const followUp = dialog.getByRole("form", { name: "Urmărire" });
    await followUp.getByLabel("Stare").selectOption({ label: "Contactat" });
    await followUp.getByLabel("Notă internă").fill("Sunat marți; trimitem oferta joi.");
    await followUp.getByRole("button", { name: "Salvează urmărirea" }).click();
    await expect(followUp.getByRole("button", { name: "Salvează urmărirea" })).toBeDisabled();
    await admin.reload();
    dialog = admin.getByRole("dialog", { name: `Mesaj de la Corina ${who.nume}` });
    await expect(dialog.getByLabel("Stare")).toHaveValue("contactat");
    await expect(dialog.getByLabel("Notă internă")).toHaveValue("Sunat marți; trimitem oferta joi.");
    await screenshots(admin, "lead-follow-up");
    await dialog.getByRole("button", { name: "Închide" }).click();

    // The inbox: status, package and search in the address, kept by a reload and by Back.
    const filters = admin.getByRole("search", { name: "Filtrează mesajele" });
    await filters.getByLabel("Caută").fill(who.nume.toLowerCase());
    await filters.getByRole("button", { name: "Filtrează" }).click();
    await expect(admin).toHaveURL(new RegExp(`[?&]q=${who.nume.toLowerCase()}`));
    const rows = admin.getByTestId("inbox-row");
    await expect(rows).toHaveCount(1);
    await filters.getByLabel("Stare").selectOption({ label: "Contactat" });
    await filters.getByLabel("Pachet").selectOption("SEO Local");
    await filters.getByRole("button", { name: "Filtrează" }).click();
    await expect(admin).toHaveURL(/status=contactat/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Contactat");
    await admin.reload();
    await expect(admin.getByRole("search", { name: "Filtrează mesajele" }).getByLabel("Stare")).toHaveValue("contactat");
    await expect(rows).toHaveCount(1);
    await filters.getByLabel("Stare").selectOption({ label: "Pierdut" });
    await filters.getByRole("button", { name: "Filtrează" }).click();
    await expect(admin.getByText("Niciun mesaj nu corespunde filtrelor")).toBeVisible();
    await admin.goBack();
    await expect(filters.getByLabel("Stare")).toHaveValue("contactat");
    await expect(rows).toHaveCount(1);
    await screenshots(admin, "leads-inbox-filtered");
    // On a phone the fields fold behind "Filtre (2)" and the message starts on the first screen.
    await admin.setViewportSize({ width: 390, height: 844 });
    const toggle = filters.getByRole("button", { name: "Filtre (2)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(filters.getByLabel("Stare")).toBeHidden();
    await expect(rows.first()).toBeInViewport();
    await toggle.click();
    await expect(filters.getByLabel("Stare")).toHaveValue("contactat");
    await admin.setViewportSize({ width: 1280, height: 900 });

    // The CSV of what the inbox shows: BOM, dated name, the follow-up, the campaign, formulas neutralised.
    const downloading = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "Exportă CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mesaje-contact-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Stare","Notă internă","Trimis de pe pagina","Referrer","utm_source"');
    for (const cell of [who.email, "'=Brutăria Corina SRL", "SEO Local", "Contactat", "Sunat marți; trimitem oferta joi.", "newsletter", "g-123"]) {
      expect(lines[1]).toContain(`"${cell}"`);
    }

    // The dashboard's chart counts it this week and under its campaign's source.
    await admin.goto(`${ADMIN_BASE}/dashboard`);
    const chart = admin.getByRole("region", { name: /^Mesaje pe săptămână/ });
    await expect(chart.getByRole("list", { name: "După sursă" }).getByRole("listitem").filter({ hasText: "newsletter" })).toBeVisible();
    await expect(chart.getByText(/^Săptămâna .+ \(în curs\): \d+ (de )?mesaje?$/)).toBeAttached();
    await screenshots(admin, "dashboard-leads-chart");
    await admin.context().close();
  });

  test("without analytics consent a lead carries the campaign of the page it is sent from, not the landing page's", async ({ page, request }) => {
    await visitor(page, false);
    const who = person();
    await page.goto("/?utm_source=newsletter&utm_campaign=toamna-2026");
    await page.goto("/contact?utm_campaign=pagina-contact");
    await sendContactForm(page.getByRole("form", { name: "Formular de contact" }), who);
    const [lead] = await storedLeads(request, who.email);
    expect(lead.attribution).toMatchObject({ utm_source: null, utm_campaign: "pagina-contact" });
    expect(await page.evaluate(() => window.sessionStorage.getItem("lead-landing"))).toBeNull();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the lead names the page it was sent from and its campaign, and the agency gets its e-mail", async ({ page, request }) => {
      await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
      const who = person();
      await page.goto("/contact?utm_source=afis&utm_medium=qr");
      await sendContactForm(page.getByRole("form", { name: "Formular de contact" }), who);
      const [lead] = await storedLeads(request, who.email);
      expect(lead.attribution).toMatchObject({ utm_source: "afis", utm_medium: "qr", referrer: null });
      expect(lead.attribution.page).toMatch(/\/contact\?utm_source=afis&utm_medium=qr$/);
      const [notice] = await mailsTo("vanzari@e2e.ro", (m) => m.subject.includes(who.nume));
      expect(notice.text).toContain("utm_source: afis");
    });
  });
});

test.describe("a data subject's request", () => {
  test("an admin finds every message of one address, exports them, erases them; the inbox no longer has them", async ({ page, request }) => {
    const email = `gdpr.${unique()}@example.com`;
    for (const nume of ["Ionescu", "Ionescu-Pop"]) {
      const response = await request.post("/api/contact-submissions", {
        // Two messages, not the same one twice (that would be one lead, QUALITY D10).
        data: { nume, prenume: "Radu", email, telefon: "+40722000111", website: "Atelier Radu", mesaj: `Bună ziua, sunt ${nume}: vă rog să mă sunați pentru o ofertă.` },
        headers: { "x-forwarded-for": randomIp() },
      });
      expect(response.status()).toBe(201);
    }
    await signIn(page, E2E.admin, INBOX);
    await page.getByRole("button", { name: "Date personale (GDPR)" }).click();
    const modal = page.getByRole("dialog", { name: "Date personale (GDPR)" });
    await modal.getByLabel("Adresa de e-mail a persoanei").fill(email.toUpperCase());
    await modal.getByRole("button", { name: "Caută" }).click();
    await expect(modal.getByText(`2 mesaje de pe ${email.toUpperCase()}`)).toBeVisible();
    await screenshots(page, "leads-gdpr");

    const downloading = page.waitForEvent("download");
    await modal.getByRole("link", { name: "Exportă datele (CSV)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^date-personale-\d{4}-\d{2}-\d{2}\.csv$/);

    page.once("dialog", (confirm) => {
      expect(confirm.message()).toContain(`toate cele 2 mesaje trimise de pe ${email.toUpperCase()}`);
      void confirm.accept();
    });
    await modal.getByRole("button", { name: "Șterge toate datele" }).click();
    await expect(modal.getByText("Nu există mesaje trimise de pe această adresă.")).toBeVisible();
    expect(await storedLeads(request, email)).toEqual([]);
  });
});
