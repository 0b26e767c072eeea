import { API_ACCESS, type ApiRoute } from "@/lib/permissions";
import { api, tokens } from "../support/api";

/**
 * Walks the whole permission table (QUALITY Z1) for anonymous, editor and admin callers. Requests
 * carry harmless bodies and ids: the point is whether the gate opens, not what the handler does next.
 */
const SAMPLE_PARAMS: Record<string, string> = { id: "999999", slugOrId: "999999" };
const MIDDLEWARE_BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
// Routes whose own logic answers 401 to callers without a token, independent of the role gate.
const TOKEN_REQUIRED_BY_HANDLER = new Set<ApiRoute>(["POST /refresh"]);
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
    if (access === "public" && !TOKEN_REQUIRED_BY_HANDLER.has(route)) {
      expect([401, 403]).not.toContain(res.status);
    } else {
      expect(res.status).toBe(401);
    }
    expect(res.status).not.toBe(500);
  });

  it("editor", async () => {
    if (SESSION_ENDING.has(route)) return expect(access).toBe("signed-in");
    const res = await api(method, url, { body, token: editor });
    if (access === "admin") expect(res.status).toBe(403);
    else expect([401, 403]).not.toContain(res.status);
    expect(res.status).not.toBe(500);
  });

  it("admin", async () => {
    if (SESSION_ENDING.has(route)) return expect(access).toBe("signed-in");
    const res = await api(method, url, { body, token: admin });
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).not.toBe(500);
  });
});

describe("session-ending routes", () => {
  it("POST /auth/logout: anonymous 401, signed-in 200", async () => {
    expect((await api("POST", "/api/auth/logout")).status).toBe(401);
    expect((await api("POST", "/api/auth/logout", { token: editor })).status).toBe(200);
    expect((await api("POST", "/api/auth/logout", { token: admin })).status).toBe(200);
  });
});
