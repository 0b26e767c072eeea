import { signIn } from "next-auth/react";
import { ApiClientError, apiRequest } from "@/lib/api/client";
import { LOGIN_MSG } from "@/lib/validation/auth";
import { saveSession, type StoredUser } from "./client-session";

/** What a sign-in shows when it fails (SPEC 8, Login). */
export const LOGIN_ERRORS = {
  badCredentials: LOGIN_MSG.badCredentials,
  generic: "A apărut o eroare. Vă rugăm să încercați din nou.",
  incomplete: "Eroare la autentificare. Vă rugăm să încercați din nou.",
} as const;

export type PasswordCheck = { ok: true; token: string; user: StoredUser } | { ok: false; message: string };

/**
 * POST /auth/login, the one password check (its lockout included), with its answer in the sign-in
 * screen's words: used by the login screen and by the portal's sign-in dialog.
 */
export async function checkPassword(email: string, password: string): Promise<PasswordCheck> {
  try {
    const result = await apiRequest<{ token?: string; user?: StoredUser }>("/auth/login", {
      method: "POST",
      body: { email: email.trim(), password },
    });
    if (!result?.token || !result.user) return { ok: false, message: LOGIN_ERRORS.incomplete };
    return { ok: true, token: result.token, user: result.user };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return { ok: false, message: LOGIN_ERRORS.badCredentials };
    return { ok: false, message: error instanceof ApiClientError && error.message ? error.message : LOGIN_ERRORS.generic };
  }
}

/**
 * Both halves of a session: the token and user in browser storage, and the next-auth cookie that
 * proxy.ts and the portal's layout read (opened, or renewed, with the API token). False when the
 * cookie could not be set.
 */
export async function startPortalSession(token: string, user: StoredUser): Promise<boolean> {
  saveSession(token, user);
  try {
    const cookie = await signIn("api-token", { token, redirect: false });
    return Boolean(cookie && !cookie.error);
  } catch {
    return false;
  }
}

/** Whether a sign-in is the account a screen was opened by (id when both know it, else the e-mail). */
export function sameAccount(a: Pick<StoredUser, "id" | "email">, b: Pick<StoredUser, "id" | "email">): boolean {
  if (typeof a.id === "number" && typeof b.id === "number") return a.id === b.id;
  return a.email.trim().toLowerCase() === b.email.trim().toLowerCase();
}
