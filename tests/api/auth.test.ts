import { ADMIN, api, loginAs, tokens } from "../support/api";

describe("auth", () => {
  it("logs in and refreshes", async () => {
    const res = await api<{ token: string; user: { role: string; email: string } }>("POST", "/api/auth/login", { body: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: ADMIN.email, role: "admin" });
    const refreshed = await api<{ access_token: string }>("POST", "/api/refresh", { token: res.body.token });
    expect(refreshed.status).toBe(200);
    expect(typeof refreshed.body.access_token).toBe("string");
  });

  it("answers unknown e-mail and wrong password alike", async () => {
    const a = await api("POST", "/api/auth/login", { body: { email: "nobody@test.ro", password: "x1234567" } });
    const b = await api("POST", "/api/auth/login", { body: { email: ADMIN.email, password: "wrong-pass" } });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ message: "Nume de utilizator sau parolă incorecte" });
  });

  it("lets an admin register an editor", async () => {
    const { editor } = await tokens();
    const me = await api<{ user: { role: string } }>("GET", "/api/auth/me", { token: editor });
    expect(me.body.user.role).toBe("editor");
    expect(await loginAs(ADMIN)).toMatch(/^ey/);
  });
});
