import { expect, test } from "./support/test";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { expectNearTop } from "./support/near-top";
import { apiToken, screenshots, signIn } from "./support/portal";

// /tarife on the seeded production build: the page's sections, the category filter, "Solicită
// pachetul" -> PLANUL SELECTAT -> "Comanda acum" -> the contact form -> the package in the inbox, and
// the questionnaire from its first question to "Mulțumim!" and the grouped answers in the inbox;
// both with JavaScript and without it.

type Question = { id: number; question: string; type: "radio" | "checkbox"; answers: Array<{ value: string; label: string }> };
type Plan = { name: string; category_id: number | null; category_name: string | null };
type Submission = { email: string; selected_package: string | null; answers: Array<{ question: string; label: string }> };

const INBOX = "/contact-submissions";
/** The seeded categories in creation order, as the filter labels them (SPEC 2.1). */
const SEEDED_FILTER = ["Development", "PPC", "SEO", "Social Media", "Strategic", "Branding", "Email"];

/** A returning visitor: cookie choice made and the chat widget already shown, so no overlay hides the page. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: new Date().toISOString() }),
    );
    window.sessionStorage.setItem("chat-widget-shown", "1");
  });
}

/** A fresh address per visitor keeps the contact form's rate limit (QUALITY R1) out of the way of other specs. */
async function fromFreshAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}

async function submissionsByEmail(request: APIRequestContext, email: string): Promise<Submission[]> {
  const token = await apiToken(request);
  const response = await request.get(`/api/contact-submissions?page=1&email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { submissions: Submission[] }).submissions;
}

async function submissionByEmail(request: APIRequestContext, email: string): Promise<Submission | undefined> {
  return (await submissionsByEmail(request, email)).find((s) => s.email === email);
}

/** The seed has radio and checkbox questions; should it ever lose its checkbox one, the test adds one. */
async function questionnaire(request: APIRequestContext): Promise<Question[]> {
  const load = async () => (await (await request.get("/api/marketing-questions")).json()) as Question[];
  let questions = await load();
  if (!questions.some((q) => q.type === "checkbox" && q.answers.length >= 2)) {
    const token = await apiToken(request);
    const created = await request.post("/api/admin/marketing-questions", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        question: "Ce canale folosești deja?",
        type: "checkbox",
        subtitle: "Poți alege mai multe variante.",
        answers: [
          { value: "e2e-google", label: "Google Ads", subtitle: "" },
          { value: "e2e-meta", label: "Facebook și Instagram", subtitle: "" },
        ],
      },
    });
    expect(created.status()).toBe(201);
    questions = await load();
  }
  expect(questions.some((q) => q.type === "radio")).toBe(true);
  return questions;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillContactForm(form: Locator, who: { nume: string; prenume: string; email: string }, mesaj: string) {
  await form.getByLabel("Nume", { exact: true }).fill(who.nume);
  await form.getByLabel("Prenume").fill(who.prenume);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Telefon").fill("+40755123456");
  await form.getByLabel("Website sau companie").fill("Atelierul Verde SRL");
  await form.getByRole("textbox", { name: "Mesaj" }).fill(mesaj);
}

/** Opens a message in the inbox's modal (it arrives unread, on page 1: it is the newest). */
async function openInInbox(page: Page, who: { nume: string; prenume: string; email: string }) {
  await signIn(page, E2E.admin, INBOX);
  const name = `${who.prenume} ${who.nume}`;
  const row = page.getByTestId("inbox-row").filter({ hasText: who.email });
  await row.getByRole("button", { name: `Deschide mesajul de la ${name} (necitit)` }).click();
  const dialog = page.getByRole("dialog", { name: `Mesaj de la ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const plansSection = (page: Page) => page.locator("#tarife_servicii");

test.describe("tarife", () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test("shows the hero anchors, the 15 services, the four steps, the plans by category with the filter and the complete packages", async ({ page, request }) => {
    const plans = (await (await request.get("/api/packages/public")).json()) as Plan[];
    await page.goto("/tarife");

    await expect(page.getByRole("heading", { level: 1, name: "Tarife" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Vezi tarifele" })).toHaveAttribute("href", "#tarife_servicii");
    await expect(page.getByRole("link", { name: "Cere un pachet personalizat" })).toHaveAttribute("href", "#contact_pachet_personalizat");

    const strip = page.getByRole("region", { name: "Serviciile pentru care oferim pachete" });
    await expect(strip.getByRole("listitem")).toHaveCount(15);
    await expect(page.getByRole("heading", { level: 3, name: /^Pasul \d: / })).toHaveText([
      "Pasul 1: Consultanță",
      "Pasul 2: Strategie",
      "Pasul 3: Implementare",
      "Pasul 4: Rezultate finale",
    ]);

    // Toate plus each category; the seeded ones in creation order (other specs may add more).
    const filter = page.getByRole("group", { name: "Filtrează pachetele după categorie" });
    const labels = await filter.getByRole("button").allInnerTexts();
    expect(labels[0]).toBe("Toate");
    expect(labels.filter((l) => SEEDED_FILTER.includes(l))).toEqual(SEEDED_FILTER);
    await expect(filter.getByRole("button", { name: "Toate" })).toHaveAttribute("aria-pressed", "true");

    const section = plansSection(page);
    const categorized = plans.filter((p) => p.category_id !== null);
    await expect(section.getByRole("article")).toHaveCount(categorized.length);
    const performance = section.getByRole("article", { name: "Google Ads Performance" });
    await expect(performance.getByText("Popular", { exact: true })).toBeVisible();
    await expect(performance.getByText("PPC", { exact: true })).toBeVisible();
    await expect(section.getByRole("article", { name: "Site de prezentare" }).getByText("Recomandat", { exact: true })).toBeVisible();

    const complete = page.getByRole("region", { name: "Pachete complete de marketing online" });
    const completeCount = plans.filter((p) => p.category_id === null).length;
    await expect(complete.getByRole("article")).toHaveCount(completeCount);
    await expect(complete.getByRole("article", { name: "Pachet Creștere" }).getByText("Pachet Complet", { exact: true })).toBeVisible();
    await expect(complete.getByRole("article", { name: "Pachet Creștere" }).getByText("Popular", { exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: "Audit de marketing" })).toHaveCount(0); // a draft plan

    await screenshots(page, "tarife");

    await filter.getByRole("button", { name: "SEO", exact: true }).click();
    await expect(filter.getByRole("button", { name: "SEO", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(filter.getByRole("button", { name: "Toate" })).toHaveAttribute("aria-pressed", "false");
    const seo = plans.filter((p) => p.category_name === "SEO").map((p) => p.name);
    await expect(section.getByRole("article")).toHaveCount(seo.length);
    await expect(section.getByRole("article", { name: "SEO Local" })).toBeVisible();
    await expect(section.getByRole("article", { name: "Site de prezentare" })).toBeHidden();
    await expect(complete.getByRole("article")).toHaveCount(completeCount);
    await screenshots(page, "tarife-filtru-seo");

    await filter.getByRole("button", { name: "Toate" }).click();
    await expect(section.getByRole("article")).toHaveCount(categorized.length);
  });

  test("Solicită pachetul shows PLANUL SELECTAT in place; Comanda acum leads to the contact form, which sends the package to the inbox", async ({ page, request }) => {
    await fromFreshAddress(page);
    await page.goto("/tarife");
    const bar = page.getByRole("region", { name: "Planul selectat" });
    await expect(bar).toHaveCount(0);

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await plansSection(page).getByRole("link", { name: "Solicită pachetul SEO Local" }).click();
    await expect(bar).toContainText("PLANUL SELECTAT");
    await expect(bar).toContainText("SEO Local");
    // Chosen in place, the address naming the plan for a reload or a shared link.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page).toHaveURL(/\/tarife\?pachet=[0-9a-f-]{36}$/);
    // Closing clears the choice: the contact form no longer carries it.
    await bar.getByRole("link", { name: "Închide și renunță la planul selectat" }).click();
    await expect(bar).toHaveCount(0);
    await expect(page).toHaveURL(/\/tarife$/);
    await expect(page.locator("#contact").getByText("Pachet selectat:")).toHaveCount(0);

    await plansSection(page).getByRole("link", { name: "Solicită pachetul Google Ads Performance" }).click();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("PLANUL SELECTAT");
    await expect(bar).toContainText("PPC");
    await expect(bar).toContainText("Google Ads Performance");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(bar).toBeVisible();
      await page.screenshot({ path: `e2e-screens/tarife-bara-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await bar.getByRole("link", { name: "Comanda acum" }).click();
    const contact = page.locator("#contact");
    await expect(contact).toBeInViewport();
    // The bar rests above the form it points to and never covers it.
    const barBox = (await bar.boundingBox())!;
    const formBox = (await contact.getByRole("form", { name: "Formular de contact" }).boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(formBox.y);
    await expect(contact.getByText("Pachet selectat:")).toContainText("Google Ads Performance");

    const who = { nume: `Vlase${unique()}`, prenume: "Ioana", email: `ioana.${unique()}@example.com` };
    const form = contact.getByRole("form", { name: "Formular de contact" });
    await fillContactForm(form, who, "Bună ziua, aș vrea pachetul Google Ads Performance pentru magazinul nostru online.");
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(form.getByRole("status")).toHaveText("Mesajul a fost trimis cu succes! Vă vom contacta în curând.");
    expect((await submissionByEmail(request, who.email))?.selected_package).toBe("Google Ads Performance");

    const dialog = await openInInbox(page, who);
    await expect(dialog.getByText("Pachet selectat", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Google Ads Performance", { exact: true })).toBeVisible();
    await screenshots(page, "tarife-inbox-pachet");
  });

  test("the questionnaire walks radio and checkbox questions to Mulțumim!, and the inbox shows the grouped answers", async ({ page, request }) => {
    const questions = await questionnaire(request);
    const total = questions.length + 1;
    await fromFreshAddress(page);
    await page.goto("/tarife");
    await page.getByRole("link", { name: "Cere un pachet personalizat" }).click();
    const section = page.locator("#contact_pachet_personalizat");
    await expect(section).toBeInViewport();

    const back = section.getByRole("button", { name: "Înapoi" });
    const next = section.getByRole("button", { name: "Mai departe" });
    const expected: Array<{ question: string; labels: string[] }> = [];

    for (const [index, question] of questions.entries()) {
      const step = index + 1;
      await expect(section.getByText(`Pasul ${step} din ${total}`)).toBeVisible();
      await expect(section.getByRole("progressbar", { name: "Progres chestionar" })).toHaveAttribute("aria-valuenow", String(Math.round((step / total) * 100)));
      const group = section.getByRole("group", { name: question.question });
      await expect(group).toBeVisible();
      if (step === 1) await expect(back).toBeDisabled();
      else await expect(back).toBeEnabled();
      await expect(next).toBeDisabled();

      // Another spec may have left a question with a single answer: then that answer is picked twice.
      const [first, second = first] = question.answers;
      if (question.type === "radio") {
        const a = group.getByRole("radio", { name: first.label, exact: true });
        const b = group.getByRole("radio", { name: second.label, exact: true });
        if (step === 1) {
          // Keyboard only: Space picks, the arrow key moves the choice (radio replaces it).
          await a.focus();
          await page.keyboard.press("Space");
          await expect(a).toBeChecked();
          await page.keyboard.press("ArrowDown");
        } else {
          await a.check();
          await b.check();
        }
        await expect(b).toBeChecked();
        if (second !== first) await expect(a).not.toBeChecked();
        expected.push({ question: question.question, labels: [second.label] });
      } else {
        const a = group.getByRole("checkbox", { name: first.label, exact: true });
        const b = group.getByRole("checkbox", { name: second.label, exact: true });
        await a.check();
        await expect(next).toBeEnabled();
        await a.uncheck();
        // An emptied list is no answer.
        await expect(next).toBeDisabled();
        await b.check();
        await a.check();
        await expect(a).toBeChecked();
        await expect(b).toBeChecked();
        expected.push({ question: question.question, labels: [...new Set([first.label, second.label])] });
        if (expected.filter((e) => e.labels.length > 1).length === 1) await screenshots(page, "tarife-chestionar-checkbox");
      }
      await expect(next).toBeEnabled();

      if (step === 2) {
        // Back keeps the earlier answer.
        await back.click();
        await expect(section.getByText(`Pasul 1 din ${total}`)).toBeVisible();
        await expect(section.getByRole("radio", { name: questions[0].answers[1].label, exact: true })).toBeChecked();
        await next.click();
        await expect(section.getByText(`Pasul 2 din ${total}`)).toBeVisible();
      }
      await next.click();
    }

    await expect(section.getByText(`Pasul ${total} din ${total}`)).toBeVisible();
    await expect(section.getByRole("progressbar", { name: "Progres chestionar" })).toHaveAttribute("aria-valuenow", "100");
    await expect(next).toHaveCount(0);
    await expect(back).toBeEnabled();
    const who = { nume: `Stan${unique()}`, prenume: "Mihai", email: `mihai.${unique()}@example.com` };
    const form = section.getByRole("form", { name: "Chestionar pachet personalizat" });
    await expect(form.getByText("Pachet selectat:")).toHaveCount(0);
    await fillContactForm(form, who, "Aș vrea o propunere de pachet pe baza răspunsurilor mele.");
    await screenshots(page, "tarife-chestionar-contact");
    await form.getByRole("button", { name: "Trimite", exact: true }).click();

    await expect(section.getByRole("heading", { name: "Mulțumim!" })).toBeVisible();
    await expect(section.getByRole("heading", { name: "Mulțumim!" })).toBeFocused();
    await expect(back).toHaveCount(0);
    await screenshots(page, "tarife-chestionar-multumim");
    expect((await submissionByEmail(request, who.email))?.selected_package ?? null).toBeNull();

    const dialog = await openInInbox(page, who);
    for (const { question, labels } of expected) {
      await expect(dialog.getByText(question, { exact: true })).toHaveCount(1);
      await expect(dialog.getByRole("list", { name: `Răspunsuri: ${question}` }).getByRole("listitem")).toHaveText(labels);
    }
    await screenshots(page, "tarife-inbox-raspunsuri");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  /** Sends a form as the browser does; returns the POST's own answer, before a redirect is followed. */
  async function post(page: Page, button: Locator) {
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await button.click();
    const response = await answer;
    await page.waitForLoadState("load");
    return response;
  }

  test("a plan is chosen by its link, the questionnaire is answered step by step, and both messages reach the inbox once", async ({ page, request }) => {
    await asReturningVisitor(page);
    await fromFreshAddress(page);
    await page.goto("/tarife", { waitUntil: "load" });
    await plansSection(page).getByRole("link", { name: "Solicită pachetul SEO Local" }).click();
    await expect(page).toHaveURL(/\/tarife\?pachet=[0-9a-f-]{36}#contact$/);
    await expect(page.getByRole("region", { name: "Planul selectat" })).toContainText("SEO Local");
    const contact = page.locator("#contact");
    await expect(contact).toBeInViewport();
    await expect(contact.getByText("Pachet selectat:")).toContainText("SEO Local");
    const buyer = { nume: `Farajs${unique()}`, prenume: "Elena", email: `elena.${unique()}@example.com` };
    await fillContactForm(contact.getByRole("form", { name: "Formular de contact" }), buyer, "Aș vrea pachetul SEO Local pentru clinica noastră.");
    // Post/redirect/get (QUALITY D10): the cached /tarife, without the plan, opens at the success.
    const sent = await post(page, contact.getByRole("button", { name: "Trimite mesajul" }));
    expect(sent.status()).toBe(303);
    expect(sent.headers().location).toBe("/tarife#mesaj-trimis");
    const success = contact.getByRole("region", { name: "Mesajul a fost trimis cu succes! Vă vom contacta în curând." });
    await expect(success).toBeFocused();
    await expectNearTop(page, success);
    await expect(page.getByRole("region", { name: "Planul selectat" })).toHaveCount(0);
    await expect(contact.getByText("Pachet selectat:")).toHaveCount(0);
    await expect(contact.getByLabel("Email")).toHaveValue("");
    await page.screenshot({ path: "e2e-screens/tarife-nojs-sent-390.png" });
    expect((await submissionByEmail(request, buyer.email))?.selected_package).toBe("SEO Local");
    await page.reload({ waitUntil: "load" });
    expect(await submissionsByEmail(request, buyer.email)).toHaveLength(1);

    const questions = await questionnaire(request);
    const section = page.locator("#contact_pachet_personalizat");
    const form = section.getByRole("form", { name: "Chestionar pachet personalizat" });
    await form.getByRole("button", { name: "Mai departe" }).click();
    await expect(form.getByRole("alert")).toHaveText(/^Alege (un|cel puțin un) răspuns pentru a merge mai departe\.$/);
    // Each answer opens at the step's heading, focused, with the card's progress above it.
    await expect(page).toHaveURL(/#chestionar-pas$/);
    await expect(form.getByRole("heading", { name: questions[0].question })).toBeFocused();
    await expect(form.getByText(`Pasul 1 din ${questions.length + 1}`)).toBeInViewport();
    for (const [index, question] of questions.entries()) {
      await expect(form.getByText(`Pasul ${index + 1} din ${questions.length + 1}`)).toBeVisible();
      await form.getByRole("group", { name: question.question }).getByRole(question.type === "radio" ? "radio" : "checkbox").first().check();
      await form.getByRole("button", { name: "Mai departe" }).click();
      await expect(page).toHaveURL(/#chestionar-pas$/);
    }
    await form.getByRole("button", { name: "Înapoi" }).click();
    await expect(form.getByRole("group", { name: questions.at(-1)!.question }).locator("input:checked")).toHaveCount(1);
    await form.getByRole("button", { name: "Mai departe" }).click();
    const who = { nume: `Chestionar${unique()}`, prenume: "Dan", email: `dan.${unique()}@example.com` };
    await fillContactForm(form, { ...who, email: "dan@" }, "Vreau o propunere pe baza răspunsurilor, fără JavaScript.");
    await form.getByRole("button", { name: "Trimite", exact: true }).click();
    // The last step's errors: the heading focused, the summary below it on screen, the text kept.
    await expect(form.getByRole("heading", { name: "Datele tale de contact" })).toBeFocused();
    const summary = form.getByRole("region", { name: "Mesajul nu a fost trimis" });
    await expect(summary.getByRole("link", { name: "Email invalid" })).toBeVisible();
    await expectNearTop(page, form.getByRole("heading", { name: "Datele tale de contact" }));
    await expect(summary).toBeInViewport();
    await expect(form.getByLabel("Nume", { exact: true })).toHaveValue(who.nume);
    await page.screenshot({ path: "e2e-screens/tarife-nojs-questionnaire-errors-390.png" });

    await form.getByLabel("Email").fill(who.email);
    const thanked = await post(page, form.getByRole("button", { name: "Trimite", exact: true }));
    expect(thanked.status()).toBe(303);
    expect(thanked.headers().location).toBe("/tarife#chestionar-trimis");
    const thanks = section.getByRole("region", { name: "Mulțumim!" });
    await expect(thanks).toBeFocused();
    await expectNearTop(page, thanks);
    await expect(form).toBeHidden();
    const stored = await submissionsByEmail(request, who.email);
    expect(stored).toHaveLength(1);
    expect(stored[0].answers.map((a) => a.question)).toEqual(questions.map((q) => q.question));
    expect(stored[0].selected_package).toBeNull();
    await page.reload({ waitUntil: "load" });
    expect(await submissionsByEmail(request, who.email)).toHaveLength(1);
  });
});
