/**
 * A separate process for the lead e-mail crash tests (tests/server/mail-crash.test.ts and
 * tests/postgres/mail-workers.test.ts), run with `node --conditions=react-server --import tsx`. It opens
 * the database of DATABASE_URL or DATA_DIR like the server does, and:
 *   submit  receives one lead through the real intake, prints "committed <id>", and sends its e-mail
 *   work    runs the background sender until it is killed
 *   report  prints the outbox as one JSON line and exits
 * The sender's delays come from MAIL_TEST_OPTIONS (JSON; retryMs for a fixed retry delay), so a test
 * need not wait for production leases.
 */
import { closeDb, getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { receiveContactSubmission } from "@/lib/server/contact-intake";
import { DEFAULT_SENDER_OPTIONS, startMailSender, type SenderOptions } from "@/lib/server/mail/sender";

const command = process.argv[2];

async function main() {
  await getDb();
  if (command === "report") {
    const db = await getDb();
    const rows = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    console.log(JSON.stringify(rows.map((r) => ({ id: r.id, submissionId: r.submissionId, status: r.status, attempts: r.attempts }))));
    await closeDb();
    process.exit(0);
  }
  const { retryMs, ...options } = JSON.parse(process.env.MAIL_TEST_OPTIONS || "{}") as Partial<SenderOptions> & { retryMs?: number };
  const sender = startMailSender({ ...DEFAULT_SENDER_OPTIONS, ...options, ...(retryMs ? { retryDelayMs: () => retryMs } : {}) });
  if (!sender) throw new Error("the sender did not start: are the e-mail settings complete?");
  console.log("ready");
  if (command === "submit") {
    await receiveContactSubmission(JSON.parse(process.env.MAIL_TEST_LEAD as string), "203.0.113.7");
    const db = await getDb();
    const [row] = await db.select({ id: mailOutbox.submissionId }).from(mailOutbox).orderBy(mailOutbox.id);
    console.log(`committed ${row?.id}`);
  }
  // Kept alive by the test until it kills this process.
  setInterval(() => undefined, 60_000);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
