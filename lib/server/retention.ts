import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { DEFAULT_RETENTION_MONTHS, monthsText, readRetentionSetting, type RetentionSetting } from "@/lib/retention-setting";
import { logError } from "@/lib/safe-log";

/**
 * Leads are personal data kept only as long as needed (GDPR art. 5(1)(e)): messages older than
 * LEADS_RETENTION_MONTHS are deleted by a periodic job in every server process. Two instances may run
 * it at once: each batch takes only rows nobody else has locked (SKIP LOCKED), so they share the work
 * and never wait on each other; a row's queued e-mails go with it (ON DELETE CASCADE).
 */
const BATCH = 1000;

export { DEFAULT_RETENTION_MONTHS, readRetentionSetting, type RetentionSetting };

/** Deletes the messages older than `months` months, in batches; returns how many it deleted. */
export async function deleteExpiredSubmissions(months: number): Promise<number> {
  if (!Number.isInteger(months) || months <= 0) return 0;
  const db = await getDb();
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM contact_submissions WHERE id IN (
        SELECT id FROM contact_submissions
        WHERE created_at < now() - make_interval(months => ${months}::int)
        ORDER BY created_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    const n = Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

type RetentionJob = { stop: () => void };
type RetentionGlobal = { __agencyRetention?: RetentionJob };
const store = globalThis as unknown as RetentionGlobal;

export type RetentionOptions = { firstRunMs: number; everyMs: number };
export const DEFAULT_RETENTION_OPTIONS: RetentionOptions = { firstRunMs: 60_000, everyMs: 6 * 60 * 60_000 };

/** Starts this process's job (once per process): a minute after the start, then every six hours. */
export function startRetentionJob(options: RetentionOptions = DEFAULT_RETENTION_OPTIONS): RetentionJob | null {
  if (store.__agencyRetention) return null;
  const setting = readRetentionSetting();
  console.log(`[start] ${setting.notice}`);
  if (setting.months === 0) return null;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await deleteExpiredSubmissions(setting.months);
      if (n > 0) console.log(`[retention] ${n} mesaje mai vechi de ${monthsText(setting.months)} au fost șterse.`);
    } catch (error) {
      logError("[retention] old messages could not be deleted", error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), options.firstRunMs);
  const timer = setInterval(() => void run(), options.everyMs);
  first.unref();
  timer.unref();
  const job = {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
      store.__agencyRetention = undefined;
    },
  };
  store.__agencyRetention = job;
  return job;
}

export function stopRetentionJob(): void {
  store.__agencyRetention?.stop();
}
