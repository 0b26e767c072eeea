import { apiRequest, ApiClientError, SESSION_ENDED_UNSAVED, setReauthenticationHandler, setSessionExpiredHandler } from "@/lib/api/client";
import { readSession, saveSession } from "@/lib/auth/client-session";

type Call = { url: string; auth: string | null; method: string };

function mockFetch(handler: (call: Call) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { url: String(url), auth: headers.Authorization ?? null, method: init?.method ?? "GET" };
    calls.push(call);
    const { status, body } = await handler(call);
    // jsdom has no Response; the client only reads status, ok and text().
    const text = body === undefined ? "" : JSON.stringify(body);
    return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
  }) as typeof fetch;
  return calls;
}

const user = { id: 1, name: "Ana Pop", email: "ana@test.ro", role: "admin" as const };

beforeEach(() => {
  localStorage.clear();
  saveSession("old-token", user);
});

describe("API client (SPEC 8 session refresh)", () => {
  it("sends the bearer token and returns the body", async () => {
    const calls = mockFetch(() => ({ status: 200, body: { ok: true } }));
    await expect(apiRequest("/users")).resolves.toEqual({ ok: true });
    expect(calls[0]).toEqual({ url: "/api/users", auth: "Bearer old-token", method: "GET" });
  });

  it("on 401 refreshes once, stores the new token under authToken and replays the request", async () => {
    const calls = mockFetch(({ url, auth }) => {
      if (url === "/api/refresh") return { status: 200, body: { access_token: "new-token" } };
      return auth === "Bearer new-token" ? { status: 200, body: { users: 2 } } : { status: 401, body: { message: "x" } };
    });
    await expect(apiRequest("/users")).resolves.toEqual({ users: 2 });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.auth}`)).toEqual([
      "GET /api/users Bearer old-token",
      "POST /api/refresh Bearer old-token",
      "GET /api/users Bearer new-token",
    ]);
    expect(localStorage.getItem("authToken")).toBe("new-token");
    expect(localStorage.getItem("token")).toBe("old-token");
  });

  it("shares one refresh between concurrent 401s", async () => {
    let refreshes = 0;
    mockFetch(async ({ url, auth }) => {
      if (url === "/api/refresh") {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        return { status: 200, body: { access_token: "new-token" } };
      }
      return auth === "Bearer new-token" ? { status: 200, body: { url } } : { status: 401 };
    });
    const results = await Promise.all(["/a", "/b", "/c"].map((p) => apiRequest<{ url: string }>(p)));
    expect(results.map((r) => r.url)).toEqual(["/api/a", "/api/b", "/api/c"]);
    expect(refreshes).toBe(1);
  });

  it("replays only once: a second 401 reaches the caller", async () => {
    const calls = mockFetch(({ url }) => (url === "/api/refresh" ? { status: 200, body: { access_token: "new" } } : { status: 401, body: { message: "Interzis" } }));
    await expect(apiRequest("/users")).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === "/api/refresh")).toHaveLength(1);
  });

  it("when the refresh fails, clears the session and hands over to the expiry handler", async () => {
    const expired = jest.fn();
    setSessionExpiredHandler(expired);
    mockFetch(() => ({ status: 401, body: { message: "Sesiunea a expirat." } }));
    await expect(apiRequest("/users")).rejects.toBeInstanceOf(ApiClientError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  describe("with the portal's sign-in dialog (a portal screen is mounted)", () => {
    afterEach(() => setReauthenticationHandler(null));
    const ended = (token: string) => (call: Call) => {
      if (call.url === "/api/refresh") return { status: 401, body: { message: "Sesiunea a expirat." } };
      return call.auth === `Bearer ${token}` ? { status: 200, body: { url: call.url, method: call.method } } : { status: 401, body: { message: "x" } };
    };

    it("a failed refresh asks once for all the waiting requests, then replays each with the new token, the session kept", async () => {
      const expired = jest.fn();
      setSessionExpiredHandler(expired);
      const ask = jest.fn(async () => "signed-in-again");
      setReauthenticationHandler(ask);
      const calls = mockFetch(ended("signed-in-again"));
      const results = await Promise.all([
        apiRequest<{ url: string; method: string }>("/blog/7", { method: "PUT", body: { title: "Textul meu" } }),
        apiRequest<{ url: string; method: string }>("/pages"),
      ]);
      expect(results).toEqual([
        { url: "/api/blog/7", method: "PUT" },
        { url: "/api/pages", method: "GET" },
      ]);
      expect(ask).toHaveBeenCalledTimes(1);
      expect(expired).not.toHaveBeenCalled();
      expect(calls.filter((c) => c.auth === "Bearer signed-in-again").map((c) => `${c.method} ${c.url}`).sort()).toEqual(["GET /api/pages", "PUT /api/blog/7"]);
      // Nothing was cleared: no redirect, nothing the page holds is dropped.
      expect(localStorage.getItem("user")).not.toBeNull();
    });

    it("declining the dialog fails the request with a message that the text was not saved, and leaves the page alone", async () => {
      const expired = jest.fn();
      setSessionExpiredHandler(expired);
      setReauthenticationHandler(async () => null);
      mockFetch(ended("never"));
      await expect(apiRequest("/blog/7", { method: "PUT", body: {} })).rejects.toMatchObject({ status: 401, message: SESSION_ENDED_UNSAVED });
      expect(expired).not.toHaveBeenCalled();
      expect(localStorage.getItem("token")).toBe("old-token");
    });

    it("signing out with an ended session does not ask to sign in", async () => {
      const ask = jest.fn(async () => "new");
      setReauthenticationHandler(ask);
      mockFetch(ended("new"));
      await expect(apiRequest("/auth/logout", { method: "POST", askToSignIn: false })).rejects.toMatchObject({ status: 401 });
      expect(ask).not.toHaveBeenCalled();
    });
  });

  it("passes other errors through with the server's message and field errors", async () => {
    mockFetch(() => ({ status: 422, body: { message: "Acest câmp este obligatoriu", errors: { name: "Acest câmp este obligatoriu" } } }));
    await expect(apiRequest("/users", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 422,
      message: "Acest câmp este obligatoriu",
      errors: { name: "Acest câmp este obligatoriu" },
    });
  });
});

describe("stored session (SPEC 4)", () => {
  it("is authenticated only with a token and a parseable user", () => {
    expect(readSession()).toEqual({ token: "old-token", user });
    localStorage.setItem("user", "{broken");
    expect(readSession()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });
});
