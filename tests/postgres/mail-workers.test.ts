import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { createSubmission } from "@/lib/server/contact-submissions";
import { startMailChild, type MailChild } from "../support/mail-processes";
import { TestSmtp, waitUntil } from "../support/smtp";

/**
 * Two app instances on one PostgreSQL (issue 32): two sender processes poll the same outbox while
 * leads arrive, and every e-mail is sent once, by one of them. Runs only with TEST_DATABASE_URL
 * (jest.config.js): PGlite has one process per database.
 */
jest.setTimeout(90_000);

const LEADS = 12;
const smtp = new TestSmtp();
const workers: MailChild[] = [];

beforeAll(async () => {
  await smtp.start();
  // Each message takes a moment, so that both senders are busy at the same time.
  smtp.acceptDelayMs = 100;
  Object.assign(process.env, { SMTP_URL: smtp.url(), MAIL_FROM: "site@agentie.example", LEADS_NOTIFY_TO: "vanzari@agentie.example", LEADS_AUTO_REPLY: "false" });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill()));
  await smtp.stop();
  for (const name of ["SMTP_URL", "MAIL_FROM", "LEADS_NOTIFY_TO", "LEADS_AUTO_REPLY"]) delete process.env[name];
});

it("two senders on one PostgreSQL send each e-mail exactly once", async () => {
  // The login names tell which process delivered each message.
  for (const tag of ["-a", "-b"]) workers.push(startMailChild("work", { SMTP_URL: smtp.url(tag), DATABASE_URL: process.env.DATABASE_URL }));
  await Promise.all(workers.map((w) => w.waitFor("ready")));

  for (let i = 1; i <= LEADS; i++) {
    await createSubmission(
      { nume: "Client", prenume: `Nr${i}`, email: `client${i}@firma.ro`, telefon: "+40722123456", website: "firma.ro", mesaj: "Aș dori o ofertă.", selected_package: null, answers: {} },
      [],
    );
  }

  await smtp.waitForMessages(LEADS, 40_000);
  // More than a lease and many polls later: nothing sent twice.
  await new Promise((r) => setTimeout(r, 3_000));
  const subjects = smtp.received.map((m) => m.mail.subject).sort();
  expect(subjects).toEqual(Array.from({ length: LEADS }, (_, i) => `Mesaj nou de la Nr${i + 1} Client`).sort());
  expect(new Set(smtp.received.map((m) => m.user))).toEqual(new Set(["agentie-a", "agentie-b"]));

  const db = await getDb();
  await waitUntil(async () => (await db.select().from(mailOutbox)).every((r) => r.status === "sent"), 5_000, "every row marked sent");
  const rows = await db.select().from(mailOutbox);
  expect(rows).toHaveLength(LEADS);
  // Each claimed once: no lease ran out, no row taken by both.
  expect(rows.map((r) => r.attempts)).toEqual(Array(LEADS).fill(1));
  await Promise.all(workers.map((w) => w.kill()));
});
