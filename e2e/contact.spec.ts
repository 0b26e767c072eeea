import { expect, test } from "./support/test";
import type { Locator, Page } from "@playwright/test";
import { E2E } from "./support/env";
import { renderWholePage } from "./support/full-page";
import { expectNearTop } from "./support/near-top";
import { ADMIN_BASE, apiToken, screenshots, signIn } from "./support/portal";

// Issue 6, public conversion flows: the contact form on /contact and in the footer (SPEC 5 rules and
// messages, SPEC 8 success/failure, SPEC 7.2 tracking event), the /contact FAQ (SPEC 2.1) and the
// message arriving in the admin Inbox.

const SUCCESS = "Mesajul a fost trimis cu succes! Vă vom contacta în curând.";
const FAILURE = "A apărut o eroare la trimiterea mesajului. Vă rugăm să încercați din nou.";
const LABELS = ["Nume", "Prenume", "Email", "Telefon", "Website sau companie", "Mesaj"] as const;
type Label = (typeof LABELS)[number];

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** A returning visitor (no cookie banner, no chat teaser over the form) with an address of its own, so the rate limit never interferes. */
async function visitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: new Date().toISOString() }));
    window.sessionStorage.setItem("chat-widget-shown", "1");
  });
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
}

function lead(tag: string) {
  const code = `${tag}${Date.now().toString(36)}`;
  return {
    values: {
      Nume: `Contactescu${code}`,
      Prenume: "Ioana",
      Email: `ioana.${code}@example.com`,
      Telefon: "0755 123 456",
      "Website sau companie": "Cofetăria Dulce SRL",
      Mesaj: `Bună ziua, vrem mai multe comenzi online pentru cofetărie. Cod ${code}.`,
    } satisfies Record<Label, string>,
    code,
  };
}

async function fill(form: Locator, values: Record<Label, string>) {
  for (const label of LABELS) await form.getByLabel(label, { exact: true }).fill(values[label]);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => (entry && typeof entry === "object" && "event" in entry ? String((entry as { event: unknown }).event) : null))
      .filter(Boolean),
  );

/** Full-page shots from the top of the page, so the sticky header does not cover the middle of them. */
async function pageShots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
}

/** The contact block of the footer alone (a full-page shot keeps the sticky header out of it). */
async function footerContactShot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await renderWholePage(page);
    // From the top, so the sticky header is drawn there and not over the form.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await page.locator("#contact").evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: 0, y: r.top + window.scrollY - 16, width: document.documentElement.clientWidth, height: r.height + 32 };
    });
    await page.screenshot({ path: `e2e-screens/${name}-${width}.png`, fullPage: true, clip: box });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => visitor(page));

  test("/contact shows the page texts, the channels and one form, the single #contact target, no footer form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(page.getByText("Spune-ne pe scurt despre afacerea ta")).toBeVisible();
    await expect(page.getByText("Prima discuție este gratuită").first()).toBeVisible();
    const main = page.locator("main");
    await expect(main.locator('a[href="tel:+40700000000"]')).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(page.locator("#contact")).toHaveCount(1);
    await expect(page.locator("#contact").getByRole("form", { name: "Formular de contact" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Formular de contact" })).toHaveCount(1);
    await expect(page.getByRole("contentinfo").getByRole("form")).toHaveCount(0);
    await expect(page).toHaveTitle("Contact: cere o ofertă de marketing online");

    const faq = await page.locator('script[type="application/ld+json"]').evaluateAll((els) =>
      els.flatMap((el) => [JSON.parse(el.textContent ?? "null")].flat()).find((n: { "@type"?: string } | null) => n?.["@type"] === "FAQPage"),
    );
    expect(faq.mainEntity).toHaveLength(8);
  });

  test("every SPEC 5 message, the counter, focus on the first invalid field; a valid message is stored and tracked", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Formular de contact" });
    const field = (label: Label) => form.getByLabel(label, { exact: true });

    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    for (const message of [
      "Numele este obligatoriu",
      "Prenumele este obligatoriu",
      "Emailul este obligatoriu",
      "Numărul de telefon este obligatoriu",
      "Website-ul sau compania sunt obligatorii",
      "Mesajul este prea scurt",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field("Nume")).toBeFocused();
    await expect(field("Nume")).toHaveAttribute("aria-invalid", "true");
    await pageShots(page, "contact-required");

    const cases: Array<[Label, string, string]> = [
      ["Nume", "A", "Numele trebuie să aibă cel puțin 2 caractere"],
      ["Nume", "x".repeat(101), "Numele nu poate depăși 100 de caractere"],
      ["Prenume", "B", "Prenumele trebuie să aibă cel puțin 2 caractere"],
      ["Prenume", "y".repeat(101), "Prenumele nu poate depăși 100 de caractere"],
      ["Email", "a", "Emailul trebuie să aibă cel puțin 2 caractere"],
      ["Email", "ioana@firma", "Email invalid"],
      ["Email", `${"e".repeat(95)}@fi.ro`, "Emailul nu poate depăși 100 de caractere"],
      ["Telefon", "12345", "Număr de telefon invalid"],
      ["Website sau companie", "w", "Website-ul sau compania sunt obligatorii"],
      ["Website sau companie", "w".repeat(101), "Website-ul sau compania sunt obligatorii"],
      ["Mesaj", "Prea scurt".slice(0, 9), "Mesajul este prea scurt"],
      ["Mesaj", "m".repeat(256), "Mesaj prea lung"],
    ];
    for (const [label, value, message] of cases) {
      await field(label).fill(value);
      await field(label).press("Tab");
      await expect(form.getByText(message, { exact: true }), `${label} = ${value.slice(0, 12)}`).toBeVisible();
    }
    await expect(form.getByText("1 caracter peste limită")).toBeVisible();

    await field("Mesaj").fill("");
    await expect(form.getByText("255 de caractere rămase")).toBeVisible();
    await field("Mesaj").pressSequentially("Bună ziua");
    await expect(form.getByText("246 de caractere rămase")).toBeVisible();

    const { values, code } = lead("pagina");
    await fill(form, values);
    for (const label of LABELS) await expect(field(label)).not.toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    const status = form.getByRole("status");
    await expect(status).toHaveText(SUCCESS);
    for (const label of LABELS) await expect(field(label)).toHaveValue("");
    expect(await dataLayerEvents(page)).toContain("contactFormSubmissionSuccess");
    await pageShots(page, "contact-page-sent");

    await signIn(page, E2E.admin, "/contact-submissions");
    const row = page.getByTestId("inbox-row").filter({ hasText: values.Nume });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: /^Deschide mesajul de la/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(new RegExp(`Cod ${code}`))).toBeVisible();
    await expect(dialog.getByRole("link", { name: "0755123456" })).toHaveAttribute("href", "tel:0755123456");
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE.replace(/\./g, "\\.")}/contact-submissions`));
  });

  test("the footer form on another page: #contact target, red failure keeps the text, then a stored message in the Inbox", async ({ page }) => {
    await page.goto("/despre-noi");
    await expect(page.locator("#contact")).toHaveCount(1);
    const form = page.locator("#contact").getByRole("form", { name: "Formular de contact" });
    await expect(form).toBeAttached();
    await expect(page.getByRole("form", { name: "Formular de contact" })).toHaveCount(1);

    // "Comanda acum" on /tarife links to #contact: the target is the footer's form section.
    await page.goto("/despre-noi#contact");
    await expect(form.getByLabel("Nume", { exact: true })).toBeInViewport();

    // The dark tone's field errors, on the purple gradient.
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(form.getByText("Numele este obligatoriu", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Nume", { exact: true })).toBeFocused();
    await footerContactShot(page, "contact-footer-required");

    const { values, code } = lead("subsol");
    await fill(form, values);
    // The server cannot be reached (the connection drops): SPEC 8's failure, every character kept.
    const isAction = (request: import("@playwright/test").Request) => request.method() === "POST" && request.headers()["next-action"] !== undefined;
    await page.route("**/despre-noi", (route) => (isAction(route.request()) ? route.abort("connectionreset") : route.fallback()));
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(form.getByRole("alert")).toHaveText(FAILURE);
    for (const label of LABELS) await expect(form.getByLabel(label, { exact: true })).toHaveValue(values[label]);
    expect(await dataLayerEvents(page)).not.toContain("contactFormSubmissionSuccess");
    await footerContactShot(page, "contact-footer-failure");

    await page.unroute("**/despre-noi");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(form.getByRole("status")).toHaveText(SUCCESS);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form.getByLabel("Mesaj", { exact: true })).toHaveValue("");
    expect(await dataLayerEvents(page)).toContain("contactFormSubmissionSuccess");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const token = await apiToken(page.request);
    const inbox = (await (await page.request.get("/api/contact-submissions?page=1", { headers: { authorization: `Bearer ${token}` } })).json()) as {
      submissions: Array<{ nume: string; telefon: string; selected_package: string | null }>;
    };
    expect(inbox.submissions.filter((s) => s.nume === values.Nume)).toEqual([expect.objectContaining({ telefon: "0755123456", selected_package: null })]);
    await footerContactShot(page, "contact-footer-sent");

    await signIn(page, E2E.admin, "/contact-submissions");
    await expect(page.getByTestId("inbox-row").filter({ hasText: values.Nume })).toBeVisible();
    await page.getByTestId("inbox-row").filter({ hasText: values.Nume }).getByRole("button", { name: /^Deschide mesajul de la/ }).click();
    await expect(page.getByRole("dialog").getByText(new RegExp(`Cod ${code}`))).toBeVisible();
  });

  test("the honeypot is in the form, off screen and out of the tab order", async ({ page }) => {
    await page.goto("/contact");
    const trap = page.locator('input[name="company_website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).not.toBeInViewport();
    const form = page.getByRole("form", { name: "Formular de contact" });
    await form.getByLabel("Mesaj", { exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(trap).not.toBeFocused();
  });

  test("the FAQ has 8 questions and keeps one answer open at a time, by mouse and keyboard", async ({ page }) => {
    await page.goto("/contact");
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Întrebări frecvente", level: 2 }) });
    const items = faq.locator("details");
    const questions = faq.locator("summary");
    await expect(questions).toHaveCount(8);
    const open = () => items.evaluateAll((els) => els.map((el, i) => ((el as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0));
    expect(await open()).toEqual([0]);

    await questions.nth(2).click();
    expect(await open()).toEqual([2]);
    await expect(items.nth(2)).toContainText("800 de euro");

    await questions.nth(2).focus();
    await page.keyboard.press("Tab");
    await expect(questions.nth(3)).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await open()).toEqual([3]);
    await page.keyboard.press("Space");
    expect(await open()).toEqual([]);
    await questions.nth(3).click();
    await faq.scrollIntoViewIfNeeded();
    await pageShots(page, "contact-faq");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form opens at its error summary, focused and on screen, keeps the text, then stores the message once; the FAQ still opens", async ({ page }) => {
    await visitor(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // The base test waits for hydration, which never comes here: plain navigation.
    await page.goto("/blog", { waitUntil: "load" });
    const form = page.locator("#contact").getByRole("form", { name: "Formular de contact" });
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(page).toHaveURL(/\/blog#footer-erori$/);
    const summary = form.getByRole("region", { name: "Mesajul nu a fost trimis" });
    await expect(summary).toBeFocused();
    await expectNearTop(page, summary);
    await expect(summary.getByRole("link", { name: "Numele este obligatoriu", exact: true })).toHaveAttribute("href", "#footer-nume");
    await expect(summary.getByRole("link", { name: "Mesajul este prea scurt" })).toBeVisible();
    await expect(form.getByLabel("Nume", { exact: true })).toHaveAccessibleDescription("Numele este obligatoriu");
    await page.screenshot({ path: "e2e-screens/contact-footer-nojs-errors-390.png" });

    const { values } = lead("farajs");
    await fill(form, { ...values, Email: "fara-js@" });
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("listitem")).toHaveText(["Email invalid"]);
    for (const label of LABELS.filter((l) => l !== "Email")) await expect(form.getByLabel(label, { exact: true })).toHaveValue(values[label]);
    // Each error leads to its field.
    await summary.getByRole("link", { name: "Email invalid" }).click();
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();

    await form.getByLabel("Email", { exact: true }).fill(values.Email);
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(page).toHaveURL(/\/blog#mesaj-trimis$/);
    await expect(form.getByRole("region", { name: SUCCESS })).toBeFocused();
    await expect(form.getByLabel("Nume", { exact: true })).toHaveValue("");
    const token = await apiToken(page.request);
    const inbox = (await (await page.request.get("/api/contact-submissions?page=1", { headers: { authorization: `Bearer ${token}` } })).json()) as {
      submissions: Array<{ email: string; telefon: string }>;
    };
    expect(inbox.submissions.filter((s) => s.email === values.Email)).toEqual([expect.objectContaining({ telefon: "0755123456" })]);

    await page.goto("/contact", { waitUntil: "load" });
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Întrebări frecvente", level: 2 }) });
    await faq.locator("summary").nth(4).click();
    await expect(faq.locator("details").nth(4)).toHaveAttribute("open", "");
    await expect(faq.locator("details[open]")).toHaveCount(1);
  });
});
