import { getDb } from "./client";

/**
 * Runs in the server process before it takes requests: opens the database (taking the PGlite lock),
 * applies migrations and seeds an empty database. A server that cannot do this must not start
 * (QUALITY D4, D5). Then says how the lead pipeline's defences are set, and starts the background
 * sender of the lead e-mails (lib/server/mail) and the deletion of messages past LEADS_RETENTION_MONTHS
 * (lib/server/retention.ts).
 */
export async function prepareDatabase(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    console.error("\n[start] Baza de date nu a putut fi pregătită:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // What the lead pipeline's defences are set to (LEADS_SUSPECT_*, LEADS_AUTO_REPLY_HOURLY_MAX), and any value ignored.
  const { leadSettingNotices } = await import("@/lib/server/lead-settings");
  for (const line of leadSettingNotices()) console.log(`[start] ${line}`);
  const { startRetentionJob, stopRetentionJob } = await import("@/lib/server/retention");
  if (startRetentionJob()) for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, stopRetentionJob);
  const { startMailSender, stopMailSender } = await import("@/lib/server/mail/sender");
  if (!startMailSender()) return;
  // No new claims once the server is asked to stop (scripts/serve.mjs then closes it); an e-mail cut
  // off mid-send keeps its lease, which expires, and is sent again after the restart.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopMailSender());
}
