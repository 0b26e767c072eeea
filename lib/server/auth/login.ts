import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { loginAttempts, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { LOGIN_MSG, type LoginInput } from "@/lib/validation/auth";
import { dummyHash, verifyPassword } from "./passwords";
import type { SessionUser } from "./session";
import { issueToken, verifyRefreshableToken, bearerToken } from "./tokens";
import { userForClaims } from "./session";

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 10;

async function isLocked(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email));
  return !!row?.lockedUntil && row.lockedUntil.getTime() > Date.now();
}

/** One atomic upsert per failure, so parallel attempts cannot slip past the limit (QUALITY A9). */
async function recordFailure(email: string): Promise<void> {
  const db = await getDb();
  const restart = sql`(${loginAttempts.lockedUntil} IS NOT NULL AND ${loginAttempts.lockedUntil} <= now())
    OR ${loginAttempts.lastFailureAt} < now() - make_interval(mins => ${LOCK_MINUTES})`;
  const next = sql`CASE WHEN ${restart} THEN 1 ELSE ${loginAttempts.failures} + 1 END`;
  await db
    .insert(loginAttempts)
    .values({ email, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: {
        failures: next,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`CASE WHEN ${next} >= ${MAX_FAILURES} THEN now() + make_interval(mins => ${LOCK_MINUTES}) ELSE NULL END`,
      },
    });
}

export async function login(input: LoginInput): Promise<{ token: string; user: SessionUser }> {
  const email = input.email.trim().toLowerCase();
  if (await isLocked(email)) throw new ApiError(429, LOGIN_MSG.locked);
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // Unknown e-mails still pay for one argon2 verification: same status, body and time (QUALITY A6).
  const ok = row ? await verifyPassword(row.passwordHash, input.password) : (await verifyPassword(await dummyHash(), input.password), false);
  if (!row || !ok) {
    await recordFailure(email);
    throw new ApiError(401, LOGIN_MSG.badCredentials);
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
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
  const db = await getDb();
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
