import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { LOGIN_MSG, type LoginInput } from "@/lib/validation/auth";
import { startPasswordCheck } from "./lockout";
import { dummyHash, verifyPassword } from "./passwords";
import type { SessionUser } from "./session";
import { issueToken, verifyRefreshableToken, bearerToken } from "./tokens";
import { userForClaims } from "./session";
import { withActor } from "@/lib/server/audit/actor";
import { audited, recordAudit } from "@/lib/server/audit/log";

/**
 * Checks an e-mail and password. The lockout slot is taken before the password is verified, so no
 * burst of parallel requests verifies more than the limit allows (lockout.ts). Unknown e-mails go
 * through the same slot and one argon2 verification: same status, body and time (QUALITY A6).
 * `ip` is clientIp(request.headers), never a header the client chose.
 */
export async function login(input: LoginInput, ip: string): Promise<{ token: string; user: SessionUser }> {
  const email = input.email.trim().toLowerCase();
  const check = await startPasswordCheck(email, ip);
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = row ? await verifyPassword(row.passwordHash, input.password) : (await verifyPassword(await dummyHash(), input.password), false);
  // The log names the account tried (or the address typed), never the password.
  const attempt = (action: "sign-in" | "sign-in-failed") =>
    withActor({ userId: row?.id ?? null, email, address: ip }, () => recordAudit(db, { action, entity: "session", entityId: row?.id ?? null, summary: action === "sign-in" ? `Autentificare: ${email}` : `Autentificare eșuată: ${email}` }));
  if (!row || !ok) {
    await check.failed();
    await attempt("sign-in-failed");
    throw new ApiError(401, LOGIN_MSG.badCredentials);
  }
  await check.succeeded();
  await attempt("sign-in");
  const token = await issueToken({
    userId: row.id,
    tokenVersion: row.tokenVersion,
    sessionStart: Math.floor(Date.now() / 1000),
  });
  return { token, user: { id: row.id, name: row.name, email: row.email, role: row.role } };
}

export async function refresh(authorization: string | null): Promise<{ access_token: string; user: SessionUser }> {
  const token = bearerToken(authorization);
  const claims = token ? await verifyRefreshableToken(token) : null;
  const user = claims ? await userForClaims(claims) : null;
  if (!claims || !user) throw new ApiError(401, LOGIN_MSG.sessionExpired);
  const access_token = await issueToken(claims);
  return { access_token, user };
}

/** Ends every session of the user: tokens issued before this moment stop working everywhere (A4). */
export async function revokeSessions(userId: number): Promise<void> {
  await audited(
    (tx) => tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, userId)),
    () => ({ action: "sign-out", entity: "session", entityId: userId, summary: "Deconectare de pe toate dispozitivele" }),
  );
}
