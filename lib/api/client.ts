import { clearSession, currentToken, saveRefreshedToken } from "@/lib/auth/client-session";
import { ADMIN_BASE } from "@/lib/constants";

/** The portal's one HTTP client for the API (SPEC 7 and 8). */
export const API_BASE = process.env.NEXT_PUBLIC_API_BASE || "/api";

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
};

type Hooks = { onSessionExpired: () => void | Promise<void> };

let hooks: Hooks = {
  onSessionExpired: () => {
    // A full reload on purpose: nothing of the expired session may survive in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${ADMIN_BASE}/login`);
  },
};

/** The portal shell replaces the default so that an expiry also ends the next-auth cookie. */
export function setSessionExpiredHandler(handler: Hooks["onSessionExpired"]): void {
  hooks = { onSessionExpired: handler };
}

let refreshing: Promise<string> | null = null;

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  return fetch(`${API_BASE}${path}`, { method: options.method ?? "GET", headers, body, signal: options.signal });
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: unknown; errors?: Record<string, string> };
    const message = typeof payload.message === "string" ? payload.message : "";
    throw new ApiClientError(response.status, message, payload.errors);
  }
  return data as T;
}

/**
 * One refresh for any number of concurrent 401s: the first starts it, the others wait for the same
 * promise. A failed refresh clears the session and sends the browser to the sign-in screen.
 */
function refreshToken(staleToken: string | null): Promise<string> {
  refreshing ??= (async () => {
    try {
      const response = await send("/refresh", { method: "POST" }, staleToken);
      const data = await parse<{ access_token?: string }>(response);
      if (!data?.access_token) throw new ApiClientError(401, "");
      saveRefreshedToken(data.access_token);
      return data.access_token;
    } catch (error) {
      clearSession();
      await hooks.onSessionExpired();
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = currentToken();
  const response = await send(path, options, token);
  if (response.status === 401 && token && path !== "/refresh" && !path.startsWith("/auth/login")) {
    const fresh = await refreshToken(token);
    return parse<T>(await send(path, options, fresh));
  }
  return parse<T>(response);
}

/**
 * A file the API answers (the inbox's CSV export), fetched with the bearer token like every call (a plain
 * link would carry none), refreshed once on 401. Returns the body and the server's file name.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const token = currentToken();
  let response = await send(path, {}, token);
  if (response.status === 401 && token) response = await send(path, {}, await refreshToken(token));
  if (!response.ok) await parse(response);
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
  return { blob: await response.blob(), filename };
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
  upload: <T>(path: string, file: Blob, name = "image.jpg") => {
    const formData = new FormData();
    formData.append("image", file, name);
    return apiRequest<T>(path, { method: "POST", formData });
  },
};

/** The message to show for a failed call: the server's, else the screen's own fallback (SPEC 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiClientError && error.message ? error.message : fallback;
}
