import { getDb, withStartLock, type Db } from "@/lib/db/client";
import { dataDir } from "@/lib/paths";
import { logError } from "@/lib/safe-log";
import { leadSettingNotices } from "@/lib/server/lead-settings";
import { startMailSender as startSender, stopMailSender } from "@/lib/server/mail/sender";
import { startRetentionJob as startRetention, stopRetentionJob } from "@/lib/server/retention";
import { startScheduleJob as startSchedule, stopScheduleJob } from "@/lib/server/schedule-job";
import { startHousekeeping, stopHousekeeping } from "@/lib/server/audit/housekeeping";
import { seed } from "./seed";

/**
 * The server's start sequence, run by instrumentation.ts before the server takes any request, one named
 * step after another: open and migrate the database, seed an empty one (and, on PostgreSQL, import the
 * images a file-based instance left in DATA_DIR/uploads), say how the lead pipeline is set, then start
 * the background jobs (the deletion of old messages, the sender of lead e-mails, scheduled publishing). A server whose
 * database cannot be opened, migrated or seeded does not start (QUALITY D4, D5).
 */
export async function boot(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    console.error("\n[start] Baza de date nu a putut fi pregătită:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
  announceLeadSettings();
  startRetentionJob();
  startMailSender();
  startScheduleJob();
  if (startHousekeeping()) for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, stopHousekeeping);
}

/**
 * Migrate, then seed: the database as the first request needs it. The tests call this too, so that each
 * file's fresh database is the one a fresh install gets.
 */
export async function prepareDatabase(): Promise<void> {
  await getDb();
  await withStartLock(async (db) => {
    await seed(db);
    if (process.env.DATABASE_URL) await importUploadFilesOnce(db);
    await importMediaRowsOnce(db);
  });
}

/** The media library's rows for images uploaded before it; a failure does not stop the start. */
async function importMediaRowsOnce(db: Db): Promise<void> {
  try {
    const { importMediaRows } = await import("@/lib/server/uploads");
    const count = await importMediaRows(db);
    if (count > 0) console.log(`[start] ${count} imagini au fost adăugate în biblioteca media.`);
  } catch (error) {
    logError("[start] the media library could not list the stored images", error);
  }
}

/** Images a file-based instance stored before uploads moved into PostgreSQL; a failure does not stop the start. */
async function importUploadFilesOnce(db: Db): Promise<void> {
  try {
    // Loaded here only: uploads bring sharp (libvips), which a PGlite start does not need yet.
    const { importUploadFiles } = await import("@/lib/server/uploads");
    const count = await importUploadFiles(db);
    if (count > 0) console.log(`[start] ${count} imagini din ${dataDir()}/uploads au fost copiate în baza de date.`);
  } catch (error) {
    logError("[start] the images of DATA_DIR/uploads could not be copied into PostgreSQL", error);
  }
}

/** What the lead pipeline's defences are set to (LEADS_SUSPECT_*, LEADS_AUTO_REPLY_HOURLY_MAX), and any value ignored. */
function announceLeadSettings(): void {
  for (const line of leadSettingNotices()) console.log(`[start] ${line}`);
}

/** The deletion of messages past LEADS_RETENTION_MONTHS (lib/server/retention.ts), stopped with the server. */
function startRetentionJob(): void {
  if (startRetention()) for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, stopRetentionJob);
}

/**
 * The background sender of lead e-mails (lib/server/mail), when e-mail is configured. No new claims once
 * the server is asked to stop (scripts/serve.mjs then closes it); an e-mail cut off mid-send keeps its
 * lease, which expires, and is sent again after the restart.
 */
function startMailSender(): void {
  if (startSender()) for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopMailSender());
}

/** Scheduled publishing (lib/server/schedule-job.ts): due items go live within SCHEDULE_POLL_MS. */
function startScheduleJob(): void {
  if (startSchedule()) for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, stopScheduleJob);
}
