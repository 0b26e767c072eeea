import { NextRequest } from "next/server";
import { decode } from "next-auth/jwt";
import { ADMIN, EDITOR, api, loginAs, tokens } from "../support/api";

/**
 * The portal's next-auth cookie (QUALITY A11), through the app's real next-auth route
 * (app/api/auth/[...nextauth]): sign in with an API token as the login screen does, then read the
 * session as /api/auth/session and the portal's layout do. next-auth reads the request through
 * next/headers, which only Next's request scope provides, so that module hands it the test's request.
 */
let mockRequest: NextRequest | null = null;
jest.mock("next/headers", () => ({
  ...jest.requireActual("next/headers"),
  headers: async () => mockRequest!.headers,
  cookies: async () => mockRequest!.cookies,
}));

type Handler = (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;
const SESSION_COOKIE = "next-auth.session-token";

async function nextAuth(method: "GET" | "POST", path: string[], init: { cookies?: Record<string, string>; form?: Record<string, string> } = {}) {
  const route = (await import("@/app/api/auth/[...nextauth]/route")) as unknown as Record<"GET" | "POST", Handler>;
  const headers = new Headers({ host: "localhost" });
  const cookie = Object.entries(init.cookies ?? {}).map(([k, v]) => `${k}=${v}`).join("; ");
  if (cookie) headers.set("cookie", cookie);
  let body: string | undefined;
  if (init.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  }
  mockRequest = new NextRequest(`http://localhost/api/auth/${path.join("/")}`, { method, headers, body });
  const response = await route[method](mockRequest, { params: Promise.resolve({ nextauth: path }) });
  const set = response.headers.getSetCookie().map((line) => {
    const [pair, ...attrs] = line.split(";").map((part) => part.trim());
    const [name, ...rest] = pair.split("=");
    return { name, value: rest.join("="), maxAge: attrs.find((a) => /^max-age=/i.test(a))?.split("=")[1] };
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, cookies: set };
}

/** Signs in through the credentials provider with a fresh API token, as the login screen does. */
async function portalCookie(who: { email: string; password: string }): Promise<{ cookies: Record<string, string>; token: string }> {
  const token = await loginAs(who);
  const csrf = await nextAuth("GET", ["csrf"]);
  const csrfCookies = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
  const signedIn = await nextAuth("POST", ["callback", "api-token"], {
    cookies: csrfCookies,
    form: { csrfToken: csrf.body.csrfToken as string, token, json: "true" },
  });
  const value = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  const cookies: Record<string, string> = value ? { [SESSION_COOKIE]: value } : {};
  return { cookies, token };
}

async function session(cookies: Record<string, string>) {
  const res = await nextAuth("GET", ["session"], { cookies });
  return { body: res.body as { user?: { email?: string; role?: string } }, cleared: res.cookies.some((c) => c.name === SESSION_COOKIE && c.value === "" && c.maxAge === "0") };
}

describe("portal session cookie (QUALITY A11)", () => {
  it("reports the live user and role while the token version holds", async () => {
    const { cookies } = await portalCookie(ADMIN);
    expect(cookies[SESSION_COOKIE]).toBeTruthy();
    expect((await session(cookies)).body).toMatchObject({ user: { name: expect.any(String), email: ADMIN.email, role: "admin" } });
  });

  it("ends with a logout anywhere: the session is empty and the cookie is cleared", async () => {
    const { cookies, token } = await portalCookie(ADMIN);
    expect((await api("POST", "/api/auth/logout", { token })).status).toBe(200);
    expect(await session(cookies)).toEqual({ body: {}, cleared: true });
  });

  it("ends with a role change and with the deletion of the account", async () => {
    const { admin } = await tokens();
    const first = (await portalCookie(EDITOR)).cookies;
    expect((await session(first)).body.user?.role).toBe("editor");
    const list = await api<Array<{ id: number; email: string; name: string }>>("GET", "/api/users", { token: admin });
    const editor = list.body.find((u) => u.email === EDITOR.email)!;
    const promoted = await api("PUT", `/api/users/${editor.id}`, { token: admin, body: { name: editor.name, email: editor.email, role: "admin" } });
    expect(promoted.status).toBe(200);
    expect((await session(first)).body).toEqual({});

    const second = (await portalCookie(EDITOR)).cookies;
    expect((await session(second)).body.user?.role).toBe("admin");
    expect((await api("DELETE", `/api/users/${editor.id}`, { token: admin })).status).toBe(200);
    expect((await session(second)).body).toEqual({});
  });

  it("the jwt callback refuses a cookie past the absolute limit, without a version or with an old one", async () => {
    const { authOptions, SessionEnded } = await import("@/lib/auth/next-auth");
    const jwt = authOptions.callbacks!.jwt!;
    const { cookies } = await portalCookie(ADMIN);
    const token = (await decode({ token: cookies[SESSION_COOKIE], secret: process.env.AUTH_SECRET! }))!;
    expect(token).toMatchObject({ uid: expect.any(Number), tv: expect.any(Number), sst: expect.any(Number), role: "admin" });
    const call = (t: typeof token) => jwt({ token: t, account: null, user: undefined as never });
    await expect(call(token)).resolves.toMatchObject({ email: ADMIN.email, role: "admin" });
    await expect(call({ ...token, sst: token.sst! - 13 * 3600 })).rejects.toBeInstanceOf(SessionEnded);
    await expect(call({ ...token, tv: undefined })).rejects.toBeInstanceOf(SessionEnded);
    await expect(call({ ...token, tv: token.tv! + 1 })).rejects.toBeInstanceOf(SessionEnded);
  });

  it("opens only with a live API token", async () => {
    const token = await loginAs(ADMIN);
    expect((await api("POST", "/api/auth/logout", { token })).status).toBe(200);
    const csrf = await nextAuth("GET", ["csrf"]);
    const refused = await nextAuth("POST", ["callback", "api-token"], {
      cookies: Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value])),
      form: { csrfToken: csrf.body.csrfToken as string, token, json: "true" },
    });
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});
