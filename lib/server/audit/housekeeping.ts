import "server-only";
import { logError } from "@/lib/safe-log";
import { purgeTrash, TRASH_DAYS } from "../trash";
import { deleteOldAuditEntries } from "./read";

/**
 * What history lets go of, in every server process (safe to run twice at once): trash older than
 * TRASH_DAYS (with its items' revisions), and log entries older than AUDIT_RETENTION_MONTHS.
 */
export const DEFAULT_AUDIT_RETENTION_MONTHS = 24;

/** AUDIT_RETENTION_MONTHS: a whole number of months 0-1200 (0 keeps every entry); anything else is the default. */
export function auditRetentionMonths(value = process.env.AUDIT_RETENTION_MONTHS): number {
  const text = value?.trim() ?? "";
  if (!/^\d{1,4}$/.test(text) || Number(text) > 1200) return DEFAULT_AUDIT_RETENTION_MONTHS;
  return Number(text);
}

export async function runHousekeeping(): Promise<void> {
  const trashed = await purgeTrash(TRASH_DAYS);
  const months = auditRetentionMonths();
  const entries = months > 0 ? await deleteOldAuditEntries(months) : 0;
  if (trashed + entries > 0) console.log(`[istoric] ${trashed} elemente din coș și ${entries} intrări vechi din jurnal au fost șterse definitiv.`);
}

type JobGlobal = { __agencyHousekeeping?: { stop: () => void } };
const store = globalThis as unknown as JobGlobal;

/** A minute after the start, then every six hours. */
export function startHousekeeping(firstMs = 60_000, everyMs = 6 * 3_600_000): boolean {
  if (store.__agencyHousekeeping) return false;
  const run = () => void runHousekeeping().catch((error) => logError("[istoric] trash or old log entries could not be deleted", error));
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  store.__agencyHousekeeping = { stop: () => { clearTimeout(first); clearInterval(timer); store.__agencyHousekeeping = undefined; } };
  return true;
}

export function stopHousekeeping(): void {
  store.__agencyHousekeeping?.stop();
}
