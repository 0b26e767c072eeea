import { STORAGE_KEYS } from "@/lib/constants";
import type { Role } from "@/lib/permissions";

/** The browser half of the session (SPEC 4): token and user in localStorage under the spec's keys. */
export type StoredUser = { id?: number; name: string; email: string; role: Role };
export type StoredSession = { token: string; user: StoredUser };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (!value || typeof value.name !== "string" || typeof value.email !== "string") return null;
    if (value.role !== "admin" && value.role !== "editor") return null;
    return { id: value.id, name: value.name, email: value.email, role: value.role };
  } catch {
    return null;
  }
}

/** The bearer token to send: a refreshed one ('authToken') wins over the login one ('token'). */
export function currentToken(): string | null {
  const s = storage();
  return s?.getItem(STORAGE_KEYS.refreshedToken) || s?.getItem(STORAGE_KEYS.token) || null;
}

/** Authenticated only when both a token and a parseable user exist; a broken user clears both. */
export function readSession(): StoredSession | null {
  const s = storage();
  if (!s) return null;
  const token = currentToken();
  const rawUser = s.getItem(STORAGE_KEYS.user);
  const user = parseUser(rawUser);
  if (rawUser && !user) {
    clearSession();
    return null;
  }
  return token && user ? { token, user } : null;
}

export function saveSession(token: string, user: StoredUser): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.token, token);
  s.removeItem(STORAGE_KEYS.refreshedToken);
  s.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Window event telling the portal shell that the stored user changed (e.g. after editing one's own account). */
export const SESSION_USER_EVENT = "sessionUserUpdated";

/** Replaces the stored user (name, e-mail, role) keeping the token, and tells the open shell. */
export function updateStoredUser(user: StoredUser): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_USER_EVENT));
}

export function saveRefreshedToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.refreshedToken, token);
}

export function clearSession(): void {
  const s = storage();
  if (!s) return;
  s.removeItem(STORAGE_KEYS.token);
  s.removeItem(STORAGE_KEYS.refreshedToken);
  s.removeItem(STORAGE_KEYS.user);
}
