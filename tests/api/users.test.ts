import { ADMIN, api, EDITOR, loginAs, tokens, type ApiResult } from "../support/api";

type User = { id: number; name: string; email: string; role: "admin" | "editor"; created_at: string };
type Failure = { message: string; errors?: Record<string, string> };

const REQUIRED = "Acest câmp este obligatoriu";

let admin: string;
let editor: string;
let adminId: number;
let editorId: number;

/** QUALITY Z4: whatever a users route answers, no secret or internal column leaks. */
function expectNoSecrets(res: ApiResult<unknown>): void {
  const text = JSON.stringify(res.body);
  for (const secret of ["password", "Password", "password_hash", "token_version", "tokenVersion", "$argon2"]) {
    expect(text).not.toContain(secret);
  }
  expect(text).not.toMatch(/"token"/);
}

async function listUsers(): Promise<User[]> {
  const res = await api<User[]>("GET", "/api/users", { token: admin });
  expect(res.status).toBe(200);
  expectNoSecrets(res);
  return res.body;
}

async function createUser(body: Record<string, unknown>): Promise<User> {
  const res = await api<User>("POST", "/api/auth/register", { token: admin, body });
  expect(res.status).toBe(201);
  expectNoSecrets(res);
  return res.body;
}

const login = (email: string, password: string) => api("POST", "/api/auth/login", { body: { email, password } });

beforeAll(async () => {
  ({ admin, editor } = await tokens());
  const users = await listUsers();
  adminId = (users.find((u) => u.email === ADMIN.email) as User).id;
  editorId = (users.find((u) => u.email === EDITOR.email) as User).id;
});

describe("creating users", () => {
  it("reports the form's Romanian messages", async () => {
    const res = await api<Failure>("POST", "/api/auth/register", {
      token: admin,
      body: { name: "", email: "nu-este-email", password: "12345" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: REQUIRED,
      email: "Adresa de email nu este validă",
      password: "Parola trebuie să aibă cel puțin 6 caractere",
    });
    const missing = await api<Failure>("POST", "/api/auth/register", { token: admin, body: { name: "X", email: "x@y.ro" } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: REQUIRED });
    const noEmail = await api<Failure>("POST", "/api/auth/register", { token: admin, body: { name: "X", password: "secret1" } });
    expect(noEmail.body.errors).toEqual({ email: REQUIRED });
    const badRole = await api<Failure>("POST", "/api/auth/register", {
      token: admin,
      body: { name: "X", email: "x@y.ro", password: "secret1", role: "root" },
    });
    expect(badRole.status).toBe(422);
    expect(badRole.body.errors?.role).toBe("Rolul trebuie să fie editor sau admin");
  });

  it("creates an editor by default who can then sign in", async () => {
    const user = await createUser({ name: "Maria Pop", email: "Maria@Test.ro", password: "parola-maria" });
    expect(user).toEqual({ id: expect.any(Number), name: "Maria Pop", email: "maria@test.ro", role: "editor", created_at: expect.any(String) });
    const res = await login("maria@test.ro", "parola-maria");
    expect(res.status).toBe(200);
    expect((await listUsers()).map((u) => u.email)).toContain("maria@test.ro");
  });

  it("refuses a duplicate e-mail, whatever its case, with 409 'duplicate email'", async () => {
    const before = await listUsers();
    for (const email of ["maria@test.ro", "MARIA@test.ro", ADMIN.email]) {
      const res = await api<Failure>("POST", "/api/auth/register", {
        token: admin,
        body: { name: "Altcineva", email, password: "parola-noua" },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain("duplicate email");
    }
    expect(await listUsers()).toEqual(before);
  });
});

describe("editing users", () => {
  it("keeps the old password when the password is blank, and the sessions with it", async () => {
    const user = await createUser({ name: "Dan", email: "dan@test.ro", password: "parola-dan", role: "editor" });
    const token = await loginAs({ email: "dan@test.ro", password: "parola-dan" });
    const res = await api<User>("PUT", `/api/users/${user.id}`, {
      token: admin,
      body: { name: "Dan Nou", email: "dan@test.ro", role: "editor", password: "" },
    });
    expect(res.status).toBe(200);
    expectNoSecrets(res);
    expect(res.body).toMatchObject({ id: user.id, name: "Dan Nou", role: "editor" });
    expect((await login("dan@test.ro", "parola-dan")).status).toBe(200);
    expect((await api("GET", "/api/auth/me", { token })).status).toBe(200);
  });

  it("ignores fields the form does not have", async () => {
    const user = await createUser({ name: "Ion", email: "ion@test.ro", password: "parola-ion" });
    const res = await api<User>("PUT", `/api/users/${user.id}`, {
      token: admin,
      body: { name: "Ion", email: "ion@test.ro", role: "editor", passwordHash: "x", password_hash: "x", tokenVersion: 99, id: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect((await login("ion@test.ro", "parola-ion")).status).toBe(200);
  });

  it("reports the messages on edit too, where a short password is still refused", async () => {
    const res = await api<Failure>("PUT", `/api/users/${editorId}`, {
      token: admin,
      body: { name: " ", email: "fara-arond.ro", role: "editor", password: "123" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: REQUIRED,
      email: "Adresa de email nu este validă",
      password: "Parola trebuie să aibă cel puțin 6 caractere",
    });
  });

  it("refuses to take another user's e-mail", async () => {
    const res = await api<Failure>("PUT", `/api/users/${editorId}`, {
      token: admin,
      body: { name: "Editor Test", email: "maria@test.ro", role: "editor" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("duplicate email");
    expect((await api<User>("GET", `/api/users/${editorId}`, { token: admin })).body.email).toBe(EDITOR.email);
  });

  it("ends every earlier session when the password changes, at the API and at /refresh", async () => {
    await createUser({ name: "Radu", email: "radu@test.ro", password: "parola-veche" });
    const old = await loginAs({ email: "radu@test.ro", password: "parola-veche" });
    const id = (await listUsers()).find((u) => u.email === "radu@test.ro")?.id as number;
    const res = await api<User>("PUT", `/api/users/${id}`, {
      token: admin,
      body: { name: "Radu", email: "radu@test.ro", role: "editor", password: "parola-noua" },
    });
    expect(res.status).toBe(200);
    expect((await api("GET", "/api/auth/me", { token: old })).status).toBe(401);
    expect((await api("GET", "/api/dashboard", { token: old })).status).toBe(401);
    expect((await api("POST", "/api/refresh", { token: old })).status).toBe(401);
    expect((await login("radu@test.ro", "parola-veche")).status).toBe(401);
    const fresh = await loginAs({ email: "radu@test.ro", password: "parola-noua" });
    expect((await api("GET", "/api/auth/me", { token: fresh })).status).toBe(200);
  });

  it("answers 404 for a user that does not exist", async () => {
    const body = { name: "X", email: "nimeni@test.ro", role: "editor" };
    expect((await api("GET", "/api/users/999999", { token: admin })).status).toBe(404);
    expect((await api("PUT", "/api/users/999999", { token: admin, body })).status).toBe(404);
    expect((await api("DELETE", "/api/users/999999", { token: admin })).status).toBe(404);
    expect((await api("GET", "/api/users/abc", { token: admin })).status).toBe(404);
  });
});

describe("protecting the accounts", () => {
  it("does not let an admin delete their own account", async () => {
    const res = await api<Failure>("DELETE", `/api/users/${adminId}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Nu vă puteți șterge propriul cont");
    expect((await listUsers()).some((u) => u.id === adminId)).toBe(true);
  });

  it("never demotes the last admin", async () => {
    const res = await api<Failure>("PUT", `/api/users/${adminId}`, {
      token: admin,
      body: { name: "Administrator", email: ADMIN.email, role: "editor" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Nu se poate șterge sau retrograda ultimul administrator.");
    expect((await api<User>("GET", `/api/users/${adminId}`, { token: admin })).body.role).toBe("admin");
  });

  it("with two admins, one may demote the other but not then itself", async () => {
    const second = await createUser({ name: "Admin Doi", email: "admin2@test.ro", password: "parola-admin2", role: "admin" });
    const secondToken = await loginAs({ email: "admin2@test.ro", password: "parola-admin2" });
    const demote = await api<User>("PUT", `/api/users/${second.id}`, {
      token: admin,
      body: { name: "Admin Doi", email: "admin2@test.ro", role: "editor" },
    });
    expect(demote.status).toBe(200);
    expect(demote.body.role).toBe("editor");
    // A role change ends the demoted user's sessions: the old admin token is useless now.
    expect((await api("GET", "/api/users", { token: secondToken })).status).toBe(401);
    const self = await api<Failure>("PUT", `/api/users/${adminId}`, {
      token: admin,
      body: { name: "Administrator", email: ADMIN.email, role: "editor" },
    });
    expect(self.status).toBe(409);
  });

  it("deleting a user ends their sessions", async () => {
    const user = await createUser({ name: "Temporar", email: "temp@test.ro", password: "parola-temp" });
    const token = await loginAs({ email: "temp@test.ro", password: "parola-temp" });
    const res = await api<{ message: string }>("DELETE", `/api/users/${user.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Utilizatorul a fost șters.");
    expect((await api("GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await api("POST", "/api/refresh", { token })).status).toBe(401);
    expect((await listUsers()).some((u) => u.id === user.id)).toBe(false);
  });
});

describe("editors and the users routes (QUALITY Z2)", () => {
  it("gets 403 everywhere and changes nothing", async () => {
    const before = await listUsers();
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/users"],
      ["GET", `/api/users/${adminId}`],
      ["GET", `/api/users/${editorId}`],
      ["PUT", `/api/users/${editorId}`, { name: "Editor Test", email: EDITOR.email, role: "admin" }],
      ["PUT", `/api/users/${adminId}`, { name: "Piratat", email: ADMIN.email, role: "editor", password: "parola-noua" }],
      ["DELETE", `/api/users/${adminId}`],
      ["DELETE", `/api/users/${editorId}`],
      ["POST", "/api/auth/register", { name: "Intrus", email: "intrus@test.ro", password: "parola-intrus", role: "admin" }],
    ];
    for (const [method, url, body] of calls) {
      const res = await api<Failure>(method, url, { token: editor, body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Nu aveți permisiunea de a efectua această acțiune.");
    }
    expect(await listUsers()).toEqual(before);
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await api("GET", "/api/auth/me", { token: editor })).status).toBe(200);
  });

  it("anonymous callers get 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/users"],
      ["GET", `/api/users/${adminId}`],
      ["PUT", `/api/users/${adminId}`],
      ["DELETE", `/api/users/${adminId}`],
      ["POST", "/api/auth/register"],
    ]) {
      expect((await api(method, url)).status).toBe(401);
    }
  });
});

describe("responses (QUALITY Z4)", () => {
  it("never carry a password, its hash or the token version", async () => {
    const responses: Array<ApiResult<unknown>> = [
      await api("GET", "/api/users", { token: admin }),
      await api("GET", `/api/users/${adminId}`, { token: admin }),
      await api("PUT", `/api/users/${editorId}`, {
        token: admin,
        body: { name: "Editor Test", email: EDITOR.email, role: "editor", password: EDITOR.password },
      }),
      await api("POST", "/api/auth/register", { token: admin, body: { name: "Ultim", email: "ultim@test.ro", password: "parola-ultim" } }),
    ];
    for (const res of responses) {
      expect(res.status).toBeLessThan(300);
      expectNoSecrets(res);
    }
    const loggedIn = await api<{ user: Record<string, unknown> }>("POST", "/api/auth/login", { body: ADMIN });
    expect(Object.keys(loggedIn.body.user).sort()).toEqual(["email", "id", "name", "role"]);
  });
});

describe("editing without a role", () => {
  it("keeps the current role instead of demoting an admin", async () => {
    const { admin } = await tokens();
    const created = await api<{ id: number; role: string }>("POST", "/api/auth/register", {
      token: admin,
      body: { name: "Al doilea admin", email: "admin2-role@test.ro", password: "Parola-Admin-2", role: "admin" },
    });
    expect(created.status).toBe(201);
    const edited = await api<{ role: string; name: string }>("PUT", `/api/users/${created.body.id}`, {
      token: admin,
      body: { name: "Admin Redenumit", email: "admin2-role@test.ro" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ role: "admin", name: "Admin Redenumit" });
  });
});
