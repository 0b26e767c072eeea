import "server-only";
import { and, inArray, like, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";

export type RateLimitRule = {
  /** Names the limited action; also the key prefix used when expired rows are swept. Letters and dashes only. */
  scope: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** The database, or an open transaction whose other writes the count must commit (or roll back) with. */
type Writer = Pick<Db, "insert" | "delete" | "select">;

/**
 * Counts one hit for `id` under a fixed window kept in the database (QUALITY R2: a restart does not
 * reset it). A single INSERT ... ON CONFLICT DO UPDATE, so parallel requests cannot both read the
 * same count and slip past the limit. Window arithmetic uses the database clock only.
 */
export async function hitRateLimit(rule: RateLimitRule, id: string, writer?: Writer): Promise<RateLimitResult> {
  const db = writer ?? (await getDb());
  const key = `${rule.scope}:${id}`;
  const windowLength = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${windowLength}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${windowLength} - now())))`.mapWith(Number),
    });
  // A fresh window for this caller is a good moment to drop everyone's finished windows, so the table
  // stays proportional to recent callers without a scheduled job. Rows another transaction holds are
  // skipped, not waited for: two leads' transactions sweeping each other's rows would deadlock.
  if (row.count === 1) {
    const finished = db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(and(like(rateLimits.key, `${rule.scope}:%`), expired))
      .for("update", { skipLocked: true });
    await db.delete(rateLimits).where(inArray(rateLimits.key, finished));
  }
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds: Math.max(1, row.retryAfter) };
}
