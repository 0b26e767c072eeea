import http from "node:http";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E } from "./support/env";
import { expectNearTop } from "./support/near-top";
import { apiToken } from "./support/portal";

// Issue 38 (QUALITY D8, D10, R9): a form the browser posts itself (no JavaScript, or before the page's
// scripts ran) is answered with a redirect to the page it came from, where the outcome shows at the
// top of the form, in view and focused, and a reload sends nothing; what would reach Next's action
// handler as a 500 (another site's post, an undeclared length) is refused first, and so is a path that
// cannot be decoded. Errors without scripts: e2e/contact.spec.ts; /tarife's plan and the questionnaire:
// e2e/tarife.spec.ts;
// a body over the limit: e2e/input-limits.spec.ts; before hydration on a slow phone: e2e/first-click.spec.ts.

const SUCCESS = "Mesajul a fost trimis cu succes! Vă vom contacta în curând.";
const PHONE = { width: 390, height: 844 };

const octet = () => Math.floor(Math.random() * 250) + 1;

/** A returning visitor (no cookie banner, no chat teaser) with an address of its own, so the rate limit never interferes. */
async function visitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: new Date().toISOString() }));
    window.sessionStorage.setItem("chat-widget-shown", "1");
  });
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}

async function fill(form: Locator, email: string, mesaj: string) {
  await form.getByLabel("Nume", { exact: true }).fill("Redirecționescu");
  await form.getByLabel("Prenume", { exact: true }).fill("Ana");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Telefon", { exact: true }).fill("0755 123 456");
  await form.getByLabel("Website sau companie", { exact: true }).fill("Atelier Ana SRL");
  await form.getByLabel("Mesaj", { exact: true }).fill(mesaj);
}

async function stored(request: APIRequestContext, email: string) {
  const token = await apiToken(request);
  const list = await request.get(`/api/contact-submissions?page=1&email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { submissions: Array<{ email: string; selected_package: string | null }> }).submissions;
}

/** Sends the form as the browser does and returns the POST's own answer (before any redirect is followed). */
async function send(page: Page, form: Locator, button = "Trimite mesajul") {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: button, exact: true }).click();
  const response = await answer;
  await page.waitForLoadState("load");
  return response;
}

test.describe("the browser's own post, on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test.beforeEach(async ({ page }) => visitor(page));

  test("the footer form on an article: 303 to the article at the success, on screen and focused, the form empty; a reload stores nothing", async ({ page, request }) => {
    const { blogs } = (await (await request.get("/api/blog?page=1")).json()) as { blogs: Array<{ slug: string }> };
    const article = `/blog/${blogs[0].slug}`;
    await page.goto(article, { waitUntil: "load" });
    const form = page.locator("#contact").getByRole("form", { name: "Formular de contact" });
    const email = `articol.${Date.now().toString(36)}@example.com`;
    await fill(form, email, "Am citit articolul și vrem o discuție despre SEO.");

    const answer = await send(page, form);
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(`${article}#mesaj-trimis`);
    await expect(page).toHaveURL(`${E2E.baseUrl}${article}#mesaj-trimis`);
    const success = form.getByRole("region", { name: SUCCESS });
    await expect(success).toBeFocused();
    await expectNearTop(page, success);
    await expect(form.getByLabel("Nume", { exact: true })).toHaveValue("");
    await page.screenshot({ path: "e2e-screens/form-post-article-sent-390.png" });
    expect(await stored(request, email)).toHaveLength(1);

    const reload = await page.reload({ waitUntil: "load" });
    expect(reload?.request().method()).toBe("GET");
    expect(await stored(request, email)).toHaveLength(1);
  });
});

test.describe("what reaches a page before Next reads it (QUALITY R9)", () => {
  test("another site's page posting the contact form gets a Romanian 403 page, and nothing is stored", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visitor(page);
    await page.goto(`${E2E.baseUrl}/contact`, { waitUntil: "load" });
    // The form exactly as the site serves it, posting to the site, on a page of another origin.
    const copy = await page.getByRole("form", { name: "Formular de contact" }).evaluate((form: HTMLFormElement) => {
      form.setAttribute("action", form.action);
      return form.outerHTML;
    });
    await page.route("http://alt-site.test/**", (route) => route.fulfill({ contentType: "text/html", body: `<!DOCTYPE html><html><body>${copy}</body></html>` }));
    await page.goto("http://alt-site.test/oferta", { waitUntil: "load" });
    const email = `strain.${Date.now().toString(36)}@example.com`;
    await fill(page.locator("form"), email, "Un mesaj trimis de pe alt site, în numele vizitatorului.");
    const answer = await send(page, page.locator("form"));
    expect(answer.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Cerere refuzată" })).toBeVisible();
    await expect(page.getByText("Formularele acestui site pot fi trimise doar de pe paginile lui.")).toBeVisible();
    expect(await stored(page.request, email)).toEqual([]);
    await context.close();
  });

  test("a chunked post to a page, whose size is unknown before reading it, gets 411", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port: E2E.port, path: "/contact", method: "POST", headers: { "transfer-encoding": "chunked", "content-type": "multipart/form-data; boundary=x" } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end("--x--\r\n");
    });
    expect(status).toBe(411);
  });

  test("a path that cannot be decoded: the site's 404 page, or a JSON 400 from the API", async ({ page, request }) => {
    for (const path of ["/%FF", "/blog/%ED%A0%80"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Înapoi la pagina principală" })).toHaveAttribute("href", "/");
      // The whole site around it: its header's menu and footer, rendered on the server.
      await expect(page.getByRole("contentinfo")).toBeAttached();
    }
    const api = await request.get("/api/blog/%FF");
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ message: "Adresa cererii nu este validă: conține caractere codificate greșit." });
  });
});
