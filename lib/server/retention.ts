import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { logError } from "./safe-log";

/**
 * Leads are personal data kept only as long as needed (GDPR art. 5(1)(e)): messages older than
 * LEADS_RETENTION_MONTHS are deleted by a periodic job in every server process. Two instances may run
 * it at once: each batch takes only rows nobody else has locked (SKIP LOCKED), so they share the work
 * and never wait on each other; a row's queued e-mails go with it (ON DELETE CASCADE).
 */
export const DEFAULT_RETENTION_MONTHS = 24;
const MAX_RETENTION_MONTHS = 1200;
const BATCH = 1000;

export type RetentionSetting = { months: number; notice: string };

/**
 * Unset or blank: 24. A whole number 1..1200: that many months. 0: nothing is deleted automatically.
 * Anything else (negative, fractional, text) is a mistake, not a wish to keep or delete everything:
 * the default 24 applies and the start says so.
 */
export function readRetentionSetting(raw: string | undefined = process.env.LEADS_RETENTION_MONTHS): RetentionSetting {
  const value = raw?.trim() ?? "";
  if (value === "") return { months: DEFAULT_RETENTION_MONTHS, notice: `Mesajele mai vechi de ${DEFAULT_RETENTION_MONTHS} de luni se șterg automat.` };
  if (/^\d+$/.test(value) && Number(value) <= MAX_RETENTION_MONTHS) {
    const months = Number(value);
    return months === 0
      ? { months: 0, notice: "LEADS_RETENTION_MONTHS=0: mesajele nu se mai șterg automat; ștergerea rămâne manuală." }
      : { months, notice: `Mesajele mai vechi de ${months} luni se șterg automat.` };
  }
  return {
    months: DEFAULT_RETENTION_MONTHS,
    notice: `LEADS_RETENTION_MONTHS nu este un număr întreg de luni (0-${MAX_RETENTION_MONTHS}); se folosește ${DEFAULT_RETENTION_MONTHS}.`,
  };
}

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
      if (n > 0) console.log(`[retention] ${n} mesaje mai vechi de ${setting.months} luni au fost șterse.`);
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
