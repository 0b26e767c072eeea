import { and, eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { getDb } from "@/lib/db/client";
import { loginAttempts, users } from "@/lib/db/schema";
import clientAddress from "@/lib/client-address";
import { LOGIN_MSG } from "@/lib/validation/auth";
import { ADMIN, api, loginAs, tokens } from "../support/api";

const key = new TextEncoder().encode(process.env.AUTH_SECRET);
const MIDDLEWARE_BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

async function adminRow() {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, ADMIN.email));
  return row;
}

/** A login as the server sees it from `ip` (the address scripts/serve.mjs works out from the connection). */
function loginFrom(ip: string, body: { email: string; password: string }) {
  return api<{ message?: string; token?: string }>("POST", "/api/auth/login", { body, headers: { [clientAddress.CLIENT_ADDRESS_HEADER]: ip } });
}

async function attemptsRow(email: string, address: string) {
  const db = await getDb();
  const [row] = await db.select().from(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.address, address)));
  return row;
}

function sign(claims: Record<string, unknown>, opts: { exp?: number | string; secret?: Uint8Array; noExp?: boolean } = {}) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setSubject(String(claims.sub ?? "1")).setIssuedAt();
  if (!opts.noExp) jwt.setExpirationTime(opts.exp ?? "10m");
  return jwt.sign(opts.secret ?? key);
}

describe("tokens (QUALITY A1, A3)", () => {
  it("rejects anonymous callers even with the middleware-bypass header", async () => {
    const res = await api("GET", "/api/users", { headers: MIDDLEWARE_BYPASS });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Autentificare necesară. Vă rugăm să vă conectați din nou." });
  });

  it("rejects expired, foreign-key, unsigned and exp-less tokens", async () => {
    const row = await adminRow();
    const claims = { sub: String(row.id), tv: row.tokenVersion, sst: Math.floor(Date.now() / 1000) };
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      await sign(claims, { exp: now - 60 }),
      await sign(claims, { secret: new TextEncoder().encode("another-secret-another-secret-123456") }),
      new UnsecuredJWT(claims).setSubject(String(row.id)).setExpirationTime("10m").encode(),
      await sign(claims, { noExp: true }),
      "not-a-token",
    ];
    for (const token of bad) {
      expect((await api("GET", "/api/users", { token })).status).toBe(401);
    }
    expect((await api("GET", "/api/users", { token: await sign(claims) })).status).toBe(200);
  });

  it("sends no-store on authenticated responses (H2) and never leaks hashes (Z4)", async () => {
    const token = await loginAs(ADMIN);
    const res = await api("GET", "/api/users", { token });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password|token_?version/i);
    const login = await api("POST", "/api/auth/login", { body: ADMIN });
    expect(JSON.stringify(login.body)).not.toMatch(/argon2|passwordHash|tokenVersion/);
  });
});

describe("sessions (QUALITY A4, A5)", () => {
  it("logout kills every earlier token, at the API and at /refresh", async () => {
    const first = await loginAs(ADMIN);
    const second = await loginAs(ADMIN);
    expect((await api("POST", "/api/auth/logout", { token: first })).status).toBe(200);
    for (const token of [first, second]) {
      expect((await api("GET", "/api/users", { token })).status).toBe(401);
      expect((await api("POST", "/api/refresh", { token })).status).toBe(401);
    }
  });

  it("refreshes an expired token within the absolute limit, not beyond it", async () => {
    const row = await adminRow();
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ sub: String(row.id), tv: row.tokenVersion, sst: now - 3600 }, { exp: now - 60 });
    const refreshed = await api<{ access_token: string }>("POST", "/api/refresh", { token: expired });
    expect(refreshed.status).toBe(200);
    expect((await api("GET", "/api/users", { token: refreshed.body.access_token })).status).toBe(200);
    const ancient = await sign({ sub: String(row.id), tv: row.tokenVersion, sst: now - 13 * 3600 }, { exp: now - 60 });
    expect((await api("POST", "/api/refresh", { token: ancient })).status).toBe(401);
    expect((await api("POST", "/api/refresh")).status).toBe(401);
  });

  it("deleting a user kills their tokens", async () => {
    const { admin, editor } = await tokens();
    const list = await api<Array<{ id: number; role: string }>>("GET", "/api/users", { token: admin });
    const editorId = list.body.find((u) => u.role === "editor")?.id;
    expect((await api("DELETE", `/api/users/${editorId}`, { token: admin })).status).toBe(200);
    expect((await api("GET", "/api/dashboard", { token: editor })).status).toBe(401);
    expect((await api("POST", "/api/refresh", { token: editor })).status).toBe(401);
  });
});

describe("passwords and lockout (QUALITY A7, A9)", () => {
  it("stores argon2id hashes with at least 19 MiB and 2 passes", async () => {
    const row = await adminRow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(row.passwordHash) ?? [];
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });

  it("locks an account for 10 minutes after 5 failures, even for the right password", async () => {
    const email = "blocat@test.ro";
    const { admin } = await tokens();
    await api("POST", "/api/auth/register", { token: admin, body: { name: "Blocat", email, password: "Parola-Buna-1", role: "editor" } });
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom("198.51.100.1", { email, password: "gresit" })).status).toBe(401);
    }
    const locked = await loginFrom("198.51.100.1", { email, password: "Parola-Buna-1" });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: LOGIN_MSG.locked });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(9 * 60);
    const row = await attemptsRow(email, "198.51.100.1");
    expect(row.failures).toBe(5);
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });

  it("A9: a burst of parallel guesses verifies no more than 5 passwords, and the right one is refused after", async () => {
    const burst = await Promise.all(Array.from({ length: 100 }, () => loginFrom("198.51.100.2", { email: ADMIN.email, password: "gresit-paralel" })));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(95);
    expect((await loginFrom("198.51.100.2", ADMIN)).status).toBe(429);
    const row = await attemptsRow(ADMIN.email, "198.51.100.2");
    expect(row).toMatchObject({ failures: 5, attempts: 5 });
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it("A9: the right password inside a burst is checked only if it gets one of the 5 slots, and never unlocks", async () => {
    const requests = Array.from({ length: 30 }, (_, i) =>
      loginFrom("198.51.100.3", i === 15 ? ADMIN : { email: ADMIN.email, password: `gresit-${i}` }),
    );
    const results = await Promise.all(requests);
    const checked = results.filter((r) => r.status === 401 || r.status === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30 - checked.length);
    // Whatever its place, a success does not lift the lock the failures around it set.
    const after = await attemptsRow(ADMIN.email, "198.51.100.3");
    if (after.failures >= 5) expect((await loginFrom("198.51.100.3", ADMIN)).status).toBe(429);
  });

  it("A9: a success before the limit forgives the earlier failures; a success does not lift a lock in force", async () => {
    const ip = "198.51.100.4";
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, { email: ADMIN.email, password: "gresit" })).status).toBe(401);
    expect((await loginFrom(ip, ADMIN)).status).toBe(200);
    expect(await attemptsRow(ADMIN.email, ip)).toMatchObject({ attempts: 0, failures: 0, lockedUntil: null });
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, { email: ADMIN.email, password: "gresit" })).status).toBe(401);
    expect((await loginFrom(ip, ADMIN)).status).toBe(429);
    expect((await attemptsRow(ADMIN.email, ip)).failures).toBe(5);
  });

  it("A6: a locked unknown e-mail answers exactly like a locked real one", async () => {
    const ip = "198.51.100.5";
    for (const email of [ADMIN.email, "nimeni@test.ro"]) {
      for (let i = 0; i < 5; i++) expect((await loginFrom(ip, { email, password: "gresit" })).status).toBe(401);
    }
    const real = await loginFrom(ip, ADMIN);
    const unknown = await loginFrom(ip, { email: "nimeni@test.ro", password: "orice-parola" });
    expect([real.status, unknown.status]).toEqual([429, 429]);
    expect(real.body).toEqual(unknown.body);
  });

  it("A13: a lock earned from one address does not lock the owner out from another", async () => {
    for (let i = 0; i < 5; i++) expect((await loginFrom("203.0.113.66", { email: ADMIN.email, password: "gresit" })).status).toBe(401);
    expect((await loginFrom("203.0.113.66", ADMIN)).status).toBe(429);
    expect((await loginFrom("192.0.2.10", ADMIN)).status).toBe(200);
    // The success elsewhere lifts nothing for the attacker's address.
    expect((await loginFrom("203.0.113.66", ADMIN)).status).toBe(429);
  });

  it("A13: one address guessing across accounts is stopped after 20 failures, for every account", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 20; i++) {
      expect((await loginFrom(ip, { email: `victima-${i}@test.ro`, password: "gresit" })).status).toBe(401);
    }
    const stopped = await loginFrom(ip, { email: "alta-victima@test.ro", password: "gresit" });
    expect(stopped.status).toBe(429);
    expect(stopped.body).toEqual({ message: LOGIN_MSG.addressLocked });
    expect((await loginFrom(ip, ADMIN)).status).toBe(429);
    expect((await loginFrom("192.0.2.11", ADMIN)).status).toBe(200);
  });

  it("A13: signing in to one's own account does not buy more guesses at others", async () => {
    const ip = "203.0.113.78";
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 4; i++) expect((await loginFrom(ip, { email: `tinta-${round}-${i}@test.ro`, password: "gresit" })).status).toBe(401);
      expect((await loginFrom(ip, ADMIN)).status).toBe(200);
    }
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, { email: `tinta-final-${i}@test.ro`, password: "gresit" })).status).toBe(401);
    expect((await loginFrom(ip, { email: "tinta-in-plus@test.ro", password: "gresit" })).status).toBe(429);
  });

  it("finished rows are swept when an address starts a new window; a lock in force is kept", async () => {
    const db = await getDb();
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await db.insert(loginAttempts).values([
      { email: "vechi@test.ro", address: "192.0.2.50", attempts: 2, failures: 2, windowStart: old },
      { email: "blocat-inca@test.ro", address: "192.0.2.51", attempts: 5, failures: 5, windowStart: old, lockedUntil: new Date(Date.now() + 60_000) },
    ]);
    expect((await loginFrom("192.0.2.52", { email: "nou@test.ro", password: "gresit" })).status).toBe(401);
    expect(await attemptsRow("vechi@test.ro", "192.0.2.50")).toBeUndefined();
    expect(await attemptsRow("blocat-inca@test.ro", "192.0.2.51")).toMatchObject({ failures: 5 });
  });

  it("A13: IPv6 counts by /64, so rotating through one's own block does not reset the lock", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await loginFrom(`2001:db8:1:2::${i}`, { email: ADMIN.email, password: "gresit" })).status).toBe(401);
    }
    expect((await loginFrom("2001:db8:1:2:ffff::1", ADMIN)).status).toBe(429);
    expect((await loginFrom("2001:db8:1:3::1", ADMIN)).status).toBe(200);
  });
});

describe("login validation (SPEC 5)", () => {
  it("answers bad bodies with the Romanian messages, never a 500", async () => {
    const empty = await api<{ errors: Record<string, string> }>("POST", "/api/auth/login", { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ email: "Adresa de e-mail este obligatorie", password: "Parola este obligatorie" });
    const invalid = await api<{ errors: Record<string, string> }>("POST", "/api/auth/login", { body: { email: "nu-e-email", password: "x" } });
    expect(invalid.body.errors.email).toBe("Introdu o adresă validă");
    const notJson = await api("POST", "/api/auth/login", { raw: "{nu", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    const wrongTypes = await api("POST", "/api/auth/login", { body: { email: ["a"], password: { x: 1 } } });
    expect(wrongTypes.status).toBe(422);
  });
});

describe("security headers (QUALITY H1)", () => {
  type Rule = { source: string; headers: Array<{ key: string; value: string }> };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require("../../next.config.js") as { headers: () => Promise<Rule[]> };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pathToRegexp } = require("next/dist/compiled/path-to-regexp") as { pathToRegexp: (source: string) => RegExp };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const securityHeaders = require("../../lib/security-headers.js") as { portalCsp: (nonce: string) => string; csp: string };

  async function headersFor(path: string): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const rule of await config.headers()) {
      if (!pathToRegexp(rule.source).test(path)) continue;
      for (const { key, value } of rule.headers) (out[key.toLowerCase()] ??= []).push(value);
    }
    return out;
  }

  const h1 = ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"];

  it("public pages keep one static policy; portal pages get none from the config (middleware sends theirs)", async () => {
    for (const path of ["/", "/blog", "/tarife", "/api/users"]) {
      const headers = await headersFor(path);
      expect(headers["content-security-policy"]).toEqual([securityHeaders.csp]);
      expect(headers["x-frame-options"]).toEqual(["DENY"]);
      expect(headers["x-content-type-options"]).toEqual(["nosniff"]);
    }
    for (const path of ["/internal-admin-portalv1.0.1", "/internal-admin-portalv1.0.1/login", "/internal-admin-portalv1.0.1/blog/new"]) {
      const headers = await headersFor(path);
      expect(headers["content-security-policy"]).toBeUndefined();
      expect(headers["x-frame-options"]).toEqual(["DENY"]);
      expect(headers["referrer-policy"]).toEqual(["strict-origin-when-cross-origin"]);
    }
    for (const directive of h1) expect(securityHeaders.csp).toContain(directive);
  });

  it("the portal policy allows scripts by nonce only", () => {
    const policy = securityHeaders.portalCsp("bm9uY2UtZm9yLXRlc3Q=");
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toContain("'nonce-bm9uY2UtZm9yLXRlc3Q='");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|https?:/);
    for (const directive of h1) expect(policy).toContain(directive);
  });
});
