import "server-only";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { loginAttempts } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { LOGIN_MSG } from "@/lib/validation/auth";
import { addressKey } from "@/lib/server/address-key";

/** Failed checks of one account from one address before that pair is locked (QUALITY A9). */
export const MAX_FAILURES = 5;
/** Failed checks from one address, whatever the accounts, before the address is locked (QUALITY A13). */
export const MAX_ADDRESS_FAILURES = 20;
/** Both the counting window and the length of a lock. */
export const LOCK_MINUTES = 10;

/** The e-mail value of the address-wide row; a real (validated) e-mail is never empty. */
const ANY_ACCOUNT = "";

const t = loginAttempts;
const windowLength = sql`make_interval(mins => ${LOCK_MINUTES})`;
/** A row whose lock is over, or whose unlocked window has run out, starts again from zero. */
const stale = sql`((${t.lockedUntil} IS NOT NULL AND ${t.lockedUntil} <= now()) OR (${t.lockedUntil} IS NULL AND ${t.windowStart} <= now() - ${windowLength}))`;
const lockInForce = sql`(${t.lockedUntil} IS NOT NULL AND ${t.lockedUntil} > now())`;
const limitOf = sql`(CASE WHEN ${t.email} = ${ANY_ACCOUNT} THEN ${MAX_ADDRESS_FAILURES}::integer ELSE ${MAX_FAILURES}::integer END)`;

type Key = { email: string; address: string };

const keyIs = (key: Key) => and(eq(t.email, key.email), eq(t.address, key.address));

/**
 * Takes one of the key's slots in a single atomic upsert, before any password is verified: the row
 * is locked by the upsert, so parallel requests queue on it and each sees the count the previous one
 * left. Granted only while no lock is in force and fewer than `limit` checks have started in the
 * window (failures plus checks still running). Returns null when refused, else whether the window is new.
 */
async function reserve(key: Key, limit: number): Promise<{ fresh: boolean } | null> {
  const db = await getDb();
  const rows = await db
    .insert(t)
    .values({ ...key, attempts: 1, failures: 0, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: [t.email, t.address],
      set: {
        attempts: sql`CASE WHEN ${stale} THEN 1 ELSE ${t.attempts} + 1 END`,
        failures: sql`CASE WHEN ${stale} THEN 0 ELSE ${t.failures} END`,
        windowStart: sql`CASE WHEN ${stale} THEN now() ELSE ${t.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${stale} THEN NULL ELSE ${t.lockedUntil} END`,
      },
      setWhere: sql`${stale} OR (${t.lockedUntil} IS NULL AND ${t.attempts} < ${limit}::integer)`,
    })
    .returning({ attempts: t.attempts });
  return rows.length ? { fresh: rows[0].attempts === 1 } : null;
}

async function release(key: Key): Promise<void> {
  const db = await getDb();
  await db.update(t).set({ attempts: sql`GREATEST(${t.attempts} - 1, 0)` }).where(keyIs(key));
}

/** Seconds until the key may try again: the end of its lock, else of its window. */
async function retryAfter(key: Key): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (COALESCE(${t.lockedUntil}, ${t.windowStart} + ${windowLength}) - now())))`.mapWith(Number),
    })
    .from(t)
    .where(keyIs(key));
  return Math.max(1, row?.seconds ?? LOCK_MINUTES * 60);
}

async function refuse(key: Key, message: string): Promise<never> {
  throw new ApiError(429, message, undefined, { "Retry-After": String(await retryAfter(key)) });
}

/**
 * Finished rows go whenever an address starts a new window, so the table holds only recent callers.
 * A lock ends at most LOCK_MINUTES after its window does, so a row whose window began three lengths
 * ago is over: a range scan on the window_start index, whatever the table's size.
 */
async function sweep(): Promise<void> {
  const db = await getDb();
  await db.delete(t).where(and(lt(t.windowStart, sql`now() - ${windowLength} * 3`), sql`NOT ${lockInForce}`));
}

export type PasswordCheck = { succeeded(): Promise<void>; failed(): Promise<void> };

/**
 * Call before verifying a password; throws 429 when the account is locked for this address, or the
 * address is locked for every account. The caller reports the outcome exactly once:
 * - failed(): the failure counts for the pair and for the address; reaching a limit starts a lock
 *   of LOCK_MINUTES.
 * - succeeded(): the pair starts over, unless a lock is already in force (a parallel guess may
 *   have completed it); the address keeps its failures, so that signing in to one's own account
 *   does not buy more guesses at others.
 */
export async function startPasswordCheck(email: string, ip: string): Promise<PasswordCheck> {
  const address = addressKey(ip);
  const pair: Key = { email, address };
  const wide: Key = { email: ANY_ACCOUNT, address };
  if (!(await reserve(pair, MAX_FAILURES))) return refuse(pair, LOGIN_MSG.locked);
  const addressSlot = await reserve(wide, MAX_ADDRESS_FAILURES);
  if (!addressSlot) {
    await release(pair);
    return refuse(wide, LOGIN_MSG.addressLocked);
  }
  if (addressSlot.fresh) await sweep();

  const both = or(keyIs(pair), keyIs(wide));
  const db = await getDb();
  let reported = false;
  const once = () => {
    if (reported) throw new Error("password check reported twice");
    reported = true;
  };
  return {
    async failed() {
      once();
      await db
        .update(t)
        .set({
          failures: sql`${t.failures} + 1`,
          lockedUntil: sql`CASE WHEN ${t.lockedUntil} IS NULL AND ${t.failures} + 1 >= ${limitOf} THEN now() + ${windowLength} ELSE ${t.lockedUntil} END`,
        })
        .where(both);
    },
    async succeeded() {
      once();
      const isPair = sql`${t.email} <> ${ANY_ACCOUNT}`;
      await db
        .update(t)
        .set({
          // SET reads the old row throughout: the pair drops its own slot and its failures together.
          attempts: sql`CASE WHEN ${isPair} AND NOT ${lockInForce} THEN GREATEST(${t.attempts} - 1 - ${t.failures}, 0) ELSE GREATEST(${t.attempts} - 1, 0) END`,
          failures: sql`CASE WHEN ${isPair} AND NOT ${lockInForce} THEN 0 ELSE ${t.failures} END`,
        })
        .where(both);
    },
  };
}
