import { eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { getDb } from "@/lib/db/client";
import { loginAttempts, users } from "@/lib/db/schema";
import { ADMIN, api, loginAs, tokens } from "../support/api";

const key = new TextEncoder().encode(process.env.AUTH_SECRET);
const MIDDLEWARE_BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

async function adminRow() {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, ADMIN.email));
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
      expect((await api("POST", "/api/auth/login", { body: { email, password: "gresit" } })).status).toBe(401);
    }
    const locked = await api<{ message: string }>("POST", "/api/auth/login", { body: { email, password: "Parola-Buna-1" } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/blocat/);
    const db = await getDb();
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });

  it("20 parallel wrong attempts still lock the account", async () => {
    const email = ADMIN.email;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api("POST", "/api/auth/login", { body: { email, password: "gresit-paralel" } })),
    );
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect((await api("POST", "/api/auth/login", { body: ADMIN })).status).toBe(429);
    const db = await getDb();
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(row.failures).toBeGreaterThanOrEqual(5);
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
