import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";

/**
 * Calls the real route handlers of app/api the way Next would: the URL is matched against the
 * folder tree (static segments before dynamic ones) and the exported method is invoked.
 */
type RouteModule = Record<string, (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>;
type Route = { segments: string[]; file: string };

const API_ROOT = path.join(process.cwd(), "app", "api");

function collect(dir: string, prefix: string[] = []): Route[] {
  const out: Route[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...collect(path.join(dir, entry.name), [...prefix, entry.name]));
    else if (entry.name === "route.ts") out.push({ segments: prefix, file: path.join(dir, entry.name) });
  }
  return out;
}

let routes: Route[] | undefined;

function match(pathname: string): { route: Route; params: Record<string, string> } | null {
  routes ??= collect(API_ROOT);
  const parts = pathname.replace(/^\/api/, "").split("/").filter(Boolean);
  const candidates = routes
    .filter((r) => r.segments.length === parts.length)
    .map((r) => {
      const params: Record<string, string> = {};
      let score = 0;
      for (let i = 0; i < parts.length; i++) {
        const seg = r.segments[i];
        if (seg.startsWith("[")) params[seg.slice(1, -1)] = decodeURIComponent(parts[i]);
        else if (seg === parts[i]) score += 1 << (parts.length - i);
        else return null;
      }
      return { route: r, params, score };
    })
    .filter((c): c is NonNullable<typeof c> => c !== null)
    .sort((a, b) => b.score - a.score);
  return candidates[0] ?? null;
}

export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string>; raw?: BodyInit };

export type ApiResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export async function api<T = Record<string, unknown>>(
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const full = new URL(url, "http://localhost");
  const found = match(full.pathname);
  if (!found) throw new Error(`No route for ${full.pathname}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(found.route.file) as RouteModule;
  const handler = mod[method];
  if (!handler) return { status: 405, body: {} as T, headers: new Headers() };
  const headers = new Headers(options.headers);
  // Every HTTP/1.1 request names its host; the cross-site check compares a browser's Origin with it.
  if (!headers.has("host")) headers.set("host", full.host);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const request = new NextRequest(full, { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(found.params) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // not JSON (uploads)
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export const ADMIN = { email: "admin@test.ro", password: "Admin-Parola-1" };
export const EDITOR = { email: "editor@test.ro", password: "Editor-Parola-1" };

export async function loginAs(who: { email: string; password: string }): Promise<string> {
  const res = await api<{ token: string }>("POST", "/api/auth/login", { body: who });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** An admin token and an editor token (the editor is created through the API, as the portal would). */
export async function tokens(): Promise<{ admin: string; editor: string }> {
  const admin = await loginAs(ADMIN);
  const created = await api("POST", "/api/auth/register", {
    token: admin,
    body: { name: "Editor Test", email: EDITOR.email, password: EDITOR.password, role: "editor" },
  });
  if (created.status !== 201 && created.status !== 409) throw new Error(`register failed: ${created.status}`);
  return { admin, editor: await loginAs(EDITOR) };
}
