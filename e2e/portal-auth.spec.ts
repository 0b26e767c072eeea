import { expect, test } from "./support/test";
import { decodeJwt, SignJWT } from "jose";
import { E2E } from "./support/env";
import { ADMIN_BASE, screenshots, signIn } from "./support/portal";

const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Meniu portal" }).first();

test.describe("portal sign-in and guard", () => {
  test("login screen: validation, wrong password, success back to the attempted page", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/prices?page=1`);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await expect(page.getByRole("heading", { name: "Autentificare" })).toBeVisible();
    // The screen is there to be filled in: the e-mail field has the focus at once.
    await expect(page.getByLabel("Adresa de e-mail")).toBeFocused();
    await screenshots(page, "login");

    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page.getByText("Adresa de e-mail este obligatorie")).toBeVisible();
    await expect(page.getByText("Parola este obligatorie")).toBeVisible();
    await page.getByLabel("Adresa de e-mail").fill("nu-e-email");
    await expect(page.getByText("Adresa de e-mail este obligatorie")).toBeHidden();
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page.getByText("Introdu o adresă validă")).toBeVisible();

    await page.getByLabel("Adresa de e-mail").fill(E2E.admin.email);
    await page.getByLabel("Parola", { exact: true }).fill("parola-gresita");
    await page.getByRole("button", { name: "Arată parola" }).click();
    await expect(page.getByLabel("Parola", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page.getByText("Nume de utilizator sau parolă incorecte")).toBeVisible();

    await page.getByLabel("Parola", { exact: true }).fill(E2E.admin.password);
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/prices?page=1`);
    const cookie = (await page.context().cookies()).find((c) => c.name.includes("next-auth.session-token"));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
    expect(await page.evaluate(() => [localStorage.getItem("token") !== null, JSON.parse(localStorage.getItem("user") ?? "{}").role])).toEqual([true, "admin"]);

    // Already signed in: the login screen sends the user on.
    await page.goto(`${ADMIN_BASE}/login`);
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
    // The prefix root goes to the dashboard.
    await page.goto(ADMIN_BASE);
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
  });

  test("admin and editor see their own menus; editors are turned away from admin sections", async ({ page, browser }) => {
    await signIn(page, E2E.admin);
    const adminItems = await nav(page).locator(":scope > a").allInnerTexts();
    expect(adminItems.map((t) => t.trim())).toEqual([
      "Dashboard", "Articole de Blog", "Studii de Caz", "Inbox", "Întrebări Marketing", "Echipa", "Servicii", "Planuri și pachete", "Media", "Utilizatori", "Redirecționări", "Coș", "Jurnal de activitate", "Setări",
    ]);
    await expect(page.getByText("Admin", { exact: true })).toBeVisible();
    await screenshots(page, "portal-shell-admin");

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, E2E.editor);
    const editorItems = await nav(editor).locator(":scope > a").allInnerTexts();
    expect(editorItems.map((t) => t.trim())).toEqual([
      "Dashboard", "Articole de Blog", "Studii de Caz", "Echipa", "Servicii", "Planuri și pachete", "Media",
    ]);
    await expect(editor.getByText("Editor", { exact: true })).toBeVisible();
    for (const section of ["users", "marketing-questions", "contact-submissions", "settings", "redirects"]) {
      await editor.goto(`${ADMIN_BASE}/${section}`);
      await expect(editor).toHaveURL(`${ADMIN_BASE}/dashboard`);
    }
    await editorContext.close();
  });

  test("the pages group lists every page and the sidebar collapses to icons", async ({ page }) => {
    await signIn(page, E2E.admin);
    const group = page.getByRole("button", { name: "Administrare Pagini" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await group.click();
    await expect(nav(page).getByRole("link", { name: "Tarife", exact: true })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "+ Creează pagină nouă" })).toBeVisible();
    await page.getByRole("button", { name: "Restrânge meniul" }).click();
    await expect(nav(page).getByText("Articole de Blog")).toHaveClass(/sr-only/);
    await page.getByRole("button", { name: "Extinde meniul" }).click();
    await expect(page.getByRole("button", { name: "Înapoi sus" })).toBeVisible();
  });

  test("collapsed, the sidebar keeps a legible logo and the pages group opens by keyboard", async ({ page }) => {
    await signIn(page, E2E.admin);
    const aside = page.getByRole("complementary", { name: "Navigare portal" });
    await aside.getByRole("button", { name: "Restrânge meniul" }).click();
    await expect(aside.getByRole("button", { name: "Extinde meniul" })).toBeVisible();
    const logo = await aside.getByAltText("Logo").boundingBox();
    expect(logo?.width).toBeGreaterThanOrEqual(28);
    expect(logo?.height).toBeGreaterThanOrEqual(28);
    await screenshots(page, "portal-sidebar-collapsed");

    const group = aside.getByRole("button", { name: "Administrare Pagini" });
    await group.focus();
    await page.keyboard.press("Enter");
    await expect(aside.getByRole("link", { name: "Tarife", exact: true })).toBeVisible();
    await expect(aside.getByRole("link", { name: "+ Creează pagină nouă" })).toBeVisible();
    await expect(group).toHaveAttribute("aria-expanded", "true");
  });

  test("on a phone the menu is a modal drawer: focus inside, Escape and a close button, the page locked", async ({ page }) => {
    await signIn(page, E2E.admin);
    await page.setViewportSize({ width: 390, height: 844 });
    const menuButton = page.getByRole("button", { name: "Deschide meniul" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Meniu portal" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("aria-modal", "true");
    const close = drawer.getByRole("button", { name: "Închide meniul" });
    await expect(close).toBeVisible();
    await expect(close).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // One width only: at 1024 px and up the drawer closes (the desktop sidebar takes over).
    await page.screenshot({ path: "e2e-screens/portal-drawer-390.png" });

    // Tab and Shift+Tab stay inside the drawer.
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    await menuButton.click();
    await drawer.getByRole("button", { name: "Închide meniul" }).click();
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Following a link closes it too.
    await menuButton.click();
    await drawer.getByRole("link", { name: "Articole de Blog" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/blog`);
    await expect(drawer).toHaveCount(0);
  });

  test("at 390 px the back-to-top button never covers a row's actions, at any scroll position", async ({ page }) => {
    await signIn(page, E2E.admin);
    await page.setViewportSize({ width: 390, height: 640 });
    // A long page of short messages: every row, with its actions on the right, passes every height of the screen.
    const rows = Array.from({ length: 20 }, (_, i) => ({
      id: 900_000 + i,
      nume: `Rând${i}`,
      prenume: "Test",
      email: `rand${i}@example.com`,
      telefon: "+40722111222",
      website: "Firma SRL",
      mesaj: "Mesaj scurt.",
      selected_package: null,
      answers: [],
      read: false,
      created_at: new Date().toISOString(),
    }));
    await page.route("**/api/contact-submissions?page=1", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ submissions: rows, totalPages: 1, total: rows.length, page: 1 }) }),
    );
    const up = page.getByRole("banner").getByRole("button", { name: "Înapoi sus" });
    for (const list of ["/contact-submissions", "/users", "/team", "/services", "/marketing-questions", "/blog", "/case-studies", "/prices"]) {
      await page.goto(`${ADMIN_BASE}${list}`);
      const controls = page.getByRole("main").locator("a:visible, button:visible");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
      await expect(up).toBeVisible();
      // From the top to the bottom of the page in steps: no control the page shows (below the sticky bar) lies under the button.
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (let top = 0; ; top = Math.min(top + 120, bottom)) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
        const button = (await up.boundingBox())!;
        const barBottom = (await page.getByRole("banner").boundingBox())!;
        const boxes = await controls.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height, name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "" };
          }),
        );
        const shown = boxes.filter((b) => b.width > 0 && b.y >= barBottom.y + barBottom.height && b.y + b.height <= 640);
        const covered = shown.filter(
          (b) => b.x < button.x + button.width && b.x + b.width > button.x && b.y < button.y + button.height && b.y + b.height > button.y,
        );
        expect(covered.map((b) => b.name), `${list} at ${top}px`).toEqual([]);
        if (list === "/contact-submissions" && top === 360) await page.screenshot({ path: "e2e-screens/inbox-back-to-top-390.png" });
        if (top >= bottom) break;
      }
    }
  });

  test("an expired token is refreshed silently mid-session", async ({ page }) => {
    await signIn(page, E2E.admin);
    const stored = await page.evaluate(() => localStorage.getItem("token") as string);
    const claims = decodeJwt(stored);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ tv: claims.tv, sst: claims.sst })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.sub))
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(E2E.authSecret));
    await page.evaluate((token) => localStorage.setItem("token", token), expired);
    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/refresh") && r.status() === 200);
    await page.getByRole("button", { name: "Administrare Pagini" }).click();
    await page.reload();
    await refreshed;
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();
  });

  test("logout ends the session everywhere", async ({ page, request }) => {
    await signIn(page, E2E.admin);
    const token = await page.evaluate(() => localStorage.getItem("token") as string);
    await page.getByRole("button", { name: "Deconectare" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await request.get("/api/users", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto(`${ADMIN_BASE}/dashboard`);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  });
});

test.describe("return target after sign-in (QUALITY A12)", () => {
  const evil = [
    `${ADMIN_BASE}/..//evil.com/phish`,
    `${ADMIN_BASE}/%2e%2e//evil.com/phish`,
    `${ADMIN_BASE}/../\\evil.com`,
    "//evil.com/phish",
    "/\\evil.com",
    "https://evil.com/phish",
    `${ADMIN_BASE}/login`,
  ];

  test("middleware sends a signed-in user to the dashboard, never to another site", async ({ page }) => {
    await signIn(page, E2E.admin);
    const request = page.context().request;
    for (const target of evil) {
      const response = await request.get(`${ADMIN_BASE}/login?callbackUrl=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(307);
      expect(new URL(response.headers().location, E2E.baseUrl).href, target).toBe(`${E2E.baseUrl}${ADMIN_BASE}/dashboard`);
    }
    const kept = await request.get(`${ADMIN_BASE}/login?callbackUrl=${encodeURIComponent(`${ADMIN_BASE}/prices?page=1`)}`, { maxRedirects: 0 });
    expect(new URL(kept.headers().location, E2E.baseUrl).href).toBe(`${E2E.baseUrl}${ADMIN_BASE}/prices?page=1`);

    // The brief's own link, in the browser.
    await page.goto(`${ADMIN_BASE}/login?callbackUrl=%2Finternal-admin-portalv1.0.1%2F..%2F%2Fevil.com%2Fphish`);
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
  });

  test("the login screen returns to the dashboard when the target leaves the portal", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/login?callbackUrl=${encodeURIComponent(`${ADMIN_BASE}/%2e%2e//evil.com/phish`)}`);
    await page.getByLabel("Adresa de e-mail").fill(E2E.admin.email);
    await page.getByLabel("Parola", { exact: true }).fill(E2E.admin.password);
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
  });
});

test.describe("the portal cookie ends with the API session (QUALITY A11)", () => {
  test("a logout elsewhere ends the portal session: the page goes to sign-in and /api/auth/session is empty", async ({ page, request }) => {
    await signIn(page, E2E.admin, "/blog");
    const token = await page.evaluate(() => localStorage.getItem("token") as string);
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"))!;
    const sessionWith = async () => (await request.get("/api/auth/session", { headers: { cookie: `${cookie.name}=${cookie.value}` } })).json();
    expect(await sessionWith()).toMatchObject({ user: { email: E2E.admin.email, role: "admin" } });

    // Another device (or the API directly) logs out: every token of this user ends, and so does the cookie.
    expect((await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    expect(await sessionWith()).toEqual({});

    await page.goto(`${ADMIN_BASE}/dashboard`);
    await expect(page).toHaveURL(`${ADMIN_BASE}/login?callbackUrl=${encodeURIComponent(`${ADMIN_BASE}/dashboard`)}`);
    await expect(page.getByRole("heading", { name: "Autentificare" })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"))).toBeUndefined();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await (await page.context().request.get("/api/auth/session")).json()).toEqual({});

    // Signing in again returns to the page asked for.
    await page.getByLabel("Adresa de e-mail").fill(E2E.admin.email);
    await page.getByLabel("Parola", { exact: true }).fill(E2E.admin.password);
    await page.getByRole("button", { name: "Continuă" }).click();
    await expect(page).toHaveURL(`${ADMIN_BASE}/dashboard`);
  });
});

test.describe("portal Content-Security-Policy with a nonce (QUALITY H1)", () => {
  test("login, dashboard and the editor run under a nonce policy without a single violation", async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
        list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    const collect = async () => violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])));

    const first = await page.goto(`${ADMIN_BASE}/login`);
    const policy = first?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    // Next put this request's nonce on every script it wrote; the DOM hides the attribute's value.
    const scripts = await page.locator("script").evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((n) => n === nonce)).toBe(true);
    const again = await page.request.get(`${ADMIN_BASE}/login`);
    expect(again.headers()["content-security-policy"]).not.toContain(nonce);
    await collect();

    await signIn(page, E2E.admin, "/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await collect();

    await page.goto(`${ADMIN_BASE}/blog/new`);
    const editor = page.getByRole("textbox", { name: /^Conținut/ });
    await editor.click();
    await page.keyboard.type("Text scris sub politica cu nonce");
    await expect(editor).toContainText("Text scris sub politica cu nonce");
    await page.getByRole("toolbar", { name: "Bara de formatare" }).getByLabel("Stil paragraf").selectOption({ label: "Titlu 2" });
    await expect(editor.locator("h2")).toContainText("Text scris");
    await page.getByRole("button", { name: "Previzualizare" }).click();
    await expect(page.getByRole("dialog", { name: "Previzualizare: Articol de blog" })).toBeVisible();
    await collect();

    expect([...new Set(violations)]).toEqual([]);

    // The control: markup injected the way an XSS would be does not run, and the listener hears it.
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src="/nu-exista.png" onerror="window.__injected = true">'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])).toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("public pages keep their cached, nonce-free policy", async ({ request }) => {
    const home = await request.get("/");
    const policy = home.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("'nonce-");
    expect(policy.match(/script-src/g)).toHaveLength(1);
  });
});
