import "server-only";
import { ownOrigin } from "@/lib/own-origin";
import { logError } from "@/lib/safe-log";
import { hasDueContent, scheduleKey } from "./schedule";

/**
 * Every instance looks for due items every SCHEDULE_POLL_MS (a cheap indexed read) and, when one is
 * due, asks its own POST /api/schedule to claim it: the claim is in the database, so of two instances
 * asking at once only one publishes each item (lib/server/schedule.ts).
 */
export const SCHEDULE_POLL_MS = 15_000;

type JobGlobal = { __agencySchedule?: { stop: () => void } };
const store = globalThis as unknown as JobGlobal;

export async function runScheduleOnce(): Promise<void> {
  if (!(await hasDueContent())) return;
  const response = await fetch(`${ownOrigin()}/api/schedule`, {
    method: "POST",
    headers: { authorization: `Bearer ${scheduleKey()}` },
    cache: "no-store",
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST /api/schedule answered ${response.status}`);
}

/** Starts this process's job (once per process); a failed round is logged and tried again at the next. */
export function startScheduleJob(everyMs = SCHEDULE_POLL_MS): boolean {
  if (store.__agencySchedule) return false;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScheduleOnce()
      .catch((error) => logError("[schedule] due items could not be published", error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  store.__agencySchedule = { stop: () => { clearInterval(timer); store.__agencySchedule = undefined; } };
  return true;
}

export function stopScheduleJob(): void {
  store.__agencySchedule?.stop();
}
