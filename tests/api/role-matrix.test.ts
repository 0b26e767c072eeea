import { API_ACCESS, type ApiRoute } from "@/lib/permissions";
import { api, tokens } from "../support/api";

/**
 * Walks the whole permission table (QUALITY Z1) for anonymous, editor and admin callers. Requests
 * carry harmless bodies and ids: the point is whether the gate opens, not what the handler does next.
 */
const SAMPLE_PARAMS: Record<string, string> = { id: "999999", slugOrId: "999999" };
const MIDDLEWARE_BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
// Routes whose own logic answers 401 to callers without a token, independent of the role gate.
const TOKEN_REQUIRED_BY_HANDLER = new Set<ApiRoute>(["POST /refresh", "GET /preview", "POST /preview"]);
// The schedule job's own route: no user's token opens it, only the job's key (tests/api/scheduled-publishing.test.ts).
const JOB_ONLY = new Set<ApiRoute>(["POST /schedule"]);
// Calls that would end the session used by the rest of the walk.
const SESSION_ENDING = new Set<ApiRoute>(["POST /auth/logout"]);

function request(route: ApiRoute) {
  const [method, pattern] = route.split(" ") as [string, string];
  const path = pattern.replace(/\[(\w+)\]/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "999999");
  const body = method === "GET" || method === "DELETE" ? undefined : {};
  return { method, url: `/api${path}`, body };
}

const routes = Object.keys(API_ACCESS) as ApiRoute[];
let admin: string;
let editor: string;

beforeAll(async () => ({ admin, editor } = await tokens()));

describe.each(routes)("%s", (route) => {
  const access = API_ACCESS[route];
  const { method, url, body } = request(route);

  it("anonymous", async () => {
    const res = await api(method, url, { body, headers: MIDDLEWARE_BYPASS });
    if (access === "public" && !TOKEN_REQUIRED_BY_HANDLER.has(route) && !JOB_ONLY.has(route)) {
      expect([401, 403]).not.toContain(res.status);
    } else {
      expect(res.status).toBe(401);
    }
    expect(res.status).not.toBe(500);
  });

  it("editor", async () => {
    if (SESSION_ENDING.has(route)) return expect(access).toBe("signed-in");
    const res = await api(method, url, { body, token: editor });
    if (JOB_ONLY.has(route)) expect(res.status).toBe(401);
    else if (access === "admin") expect(res.status).toBe(403);
    else expect([401, 403]).not.toContain(res.status);
    expect(res.status).not.toBe(500);
  });

  it("admin", async () => {
    if (SESSION_ENDING.has(route)) return expect(access).toBe("signed-in");
    const res = await api(method, url, { body, token: admin });
    if (JOB_ONLY.has(route)) expect(res.status).toBe(401);
    else expect([401, 403]).not.toContain(res.status);
    expect(res.status).not.toBe(500);
  });
});

/**
 * QUALITY R5: another site's page must not make a visitor's browser change anything here. Every
 * state-changing route refuses a request whose browser says it comes from another site, before it
 * even looks at the caller; the same requests without those headers (curl, a server) are not refused.
 */
describe("requests from another site", () => {
  const CROSS_SITE = "Cererea a venit de pe alt site și a fost refuzată. Folosiți formularele acestui site.";
  const changing = routes.filter((route) => !route.startsWith("GET "));
  const foreign: Array<Record<string, string>> = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
    { origin: "http://localhost", "sec-fetch-site": "cross-site" },
  ];

  it.each(changing)("%s answers 403 to each, whoever signs in", async (route) => {
    const { method, url, body } = request(route);
    for (const headers of foreign) {
      for (const token of [undefined, admin]) {
        const res = await api<{ message: string }>(method, url, { body, token, headers });
        expect([headers, res.status, res.body.message]).toEqual([headers, 403, CROSS_SITE]);
      }
    }
  });

  it("leaves reads alone, and lets the site's own pages through (its host, or NEXT_PUBLIC_SITE_URL's)", async () => {
    expect((await api("GET", "/api/categories", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(200);
    const own: Array<Record<string, string>> = [
      { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      { origin: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000" },
      {},
    ];
    for (const headers of own) {
      const res = await api("POST", "/api/categories", { token: editor, body: { name: `Categorie ${Object.keys(headers).length}-${Math.random()}` }, headers });
      expect([headers, res.status]).toEqual([headers, 201]);
    }
  });
});

describe("session-ending routes", () => {
  it("POST /auth/logout: anonymous 401, signed-in 200", async () => {
    expect((await api("POST", "/api/auth/logout")).status).toBe(401);
    expect((await api("POST", "/api/auth/logout", { token: editor })).status).toBe(200);
    expect((await api("POST", "/api/auth/logout", { token: admin })).status).toBe(200);
  });
});
