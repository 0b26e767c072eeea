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
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  formData?: FormData;
  /** A file sent as it is, under its own type (a CSV import). */
  file?: { body: Blob; type: string };
  signal?: AbortSignal;
  /** False for a call that needs no session to go on (signing out): an ended session just fails it, without the sign-in dialog or the redirect. */
  askToSignIn?: boolean;
};

type Hooks = {
  /** A failed refresh on a screen with nothing to lose (SPEC 8): the default goes to the sign-in screen. */
  onSessionExpired: () => void | Promise<void>;
  /**
   * Set while a portal screen is mounted: a failed refresh asks the user to sign in again where they
   * are (a dialog), so a save is not lost; resolves with the new token, or null when they decline.
   */
  reauthenticate: (() => Promise<string | null>) | null;
};

let hooks: Hooks = {
  onSessionExpired: () => {
    // A full reload on purpose: nothing of the expired session may survive in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${ADMIN_BASE}/login`);
  },
  reauthenticate: null,
};

/** Replaces what a failed refresh does on screens without the portal's sign-in dialog. */
export function setSessionExpiredHandler(handler: Hooks["onSessionExpired"]): void {
  hooks = { ...hooks, onSessionExpired: handler };
}

/** The portal shell's sign-in dialog; null when it unmounts. */
export function setReauthenticationHandler(handler: Hooks["reauthenticate"]): void {
  hooks = { ...hooks, reauthenticate: handler };
}

/** Why a request failed when the session had ended and the user declined to sign in again. */
export const SESSION_ENDED_UNSAVED =
  "Sesiunea s-a încheiat, iar modificările nu au fost salvate. Textul rămâne în formular: salvați din nou pentru a vă conecta.";

let refreshing: Promise<string | null> | null = null;
let reauthenticating: Promise<string | null> | null = null;

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.file) {
    headers["Content-Type"] = options.file.type;
    body = options.file.body;
  } else if (options.body !== undefined) {
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

/** One refresh for any number of concurrent 401s: the first starts it, the others wait for it. Null when it fails. */
function refreshToken(staleToken: string): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const data = await parse<{ access_token?: string }>(await send("/refresh", { method: "POST" }, staleToken));
      if (!data?.access_token) return null;
      saveRefreshedToken(data.access_token);
      return data.access_token;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * A token to replay a request refused with 401: refreshed, else (the session ended elsewhere or is
 * over 12 h) one from the portal's sign-in dialog, asked once for all the requests waiting. Without
 * the dialog the session is cleared and the browser goes to the sign-in screen (SPEC 8). Throws when
 * there is none.
 */
async function renewedToken(staleToken: string, refusal: ApiClientError, askToSignIn = true): Promise<string> {
  const refreshed = await refreshToken(staleToken);
  if (refreshed) return refreshed;
  if (!askToSignIn) throw refusal;
  const ask = hooks.reauthenticate;
  if (!ask) {
    clearSession();
    await hooks.onSessionExpired();
    throw refusal;
  }
  reauthenticating ??= ask().finally(() => {
    reauthenticating = null;
  });
  const fresh = await reauthenticating;
  if (!fresh) throw new ApiClientError(401, SESSION_ENDED_UNSAVED);
  return fresh;
}

/** The sign-in call: it carries no token, since the API refuses a dead one even on public routes. */
const isSignIn = (path: string) => path.startsWith("/auth/login");

/** A 401 the client answers by renewing the token (never the sign-in or refresh calls themselves). */
function renewable(response: Response, token: string | null, path: string): token is string {
  return response.status === 401 && Boolean(token) && path !== "/refresh" && !isSignIn(path);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = isSignIn(path) ? null : currentToken();
  const response = await send(path, options, token);
  if (renewable(response, token, path)) {
    const refusal = await parse<never>(response).catch((error: ApiClientError) => error);
    return parse<T>(await send(path, options, await renewedToken(token, refusal, options.askToSignIn)));
  }
  return parse<T>(response);
}

/**
 * A file the API answers (the inbox's CSV export), fetched with the bearer token like every call (a plain
 * link would carry none), renewed once on 401. Returns the body and the server's file name.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const token = currentToken();
  let response = await send(path, {}, token);
  if (renewable(response, token, path)) {
    const refusal = await parse<never>(response).catch((error: ApiClientError) => error);
    response = await send(path, {}, await renewedToken(token, refusal));
  }
  if (!response.ok) await parse(response);
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
  return { blob: await response.blob(), filename };
}

/** Fetches a file the API answers and hands it to the browser's downloads under the server's name. */
export async function downloadFile(path: string): Promise<void> {
  const { blob, filename } = await apiDownload(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
  sendFile: <T>(path: string, body: Blob, type: string) => apiRequest<T>(path, { method: "POST", file: { body, type } }),
  upload: <T>(path: string, file: Blob, name = "image.jpg") => {
    const formData = new FormData();
    formData.append("image", file, name);
    return apiRequest<T>(path, { method: "POST", formData });
  },
};

/** SPEC 8: a save refused because another item has the slug (a 409 the API words "duplicate slug"). */
export const isDuplicateSlug = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError && /duplicate slug/i.test(error.message);

/** The message to show for a failed call: the server's, else the screen's own fallback (SPEC 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiClientError && error.message ? error.message : fallback;
}
