import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { newLead, VALID_LEAD } from "../support/lead";
import { reportOutbox, startMailChild, type ChildEnv, type MailChild } from "../support/mail-processes";
import { TestSmtp, waitUntil } from "../support/smtp";

/**
 * kill -9 between the commit of a lead and the end of its e-mail (issue 32): a real child process
 * stores the lead through the real intake and starts sending; it is killed with SIGKILL while the SMTP
 * server holds it at the greeting (before anything was sent) or after the envelope (mid-send). A
 * restarted process sends the e-mail once the dead one's lease ran out, and exactly once. On PostgreSQL
 * (TEST_DATABASE_URL) the children share this file's database; on PGlite, a data directory of their own.
 */
jest.setTimeout(90_000);

const smtp = new TestSmtp();
const children: MailChild[] = [];
let dataDir: string | undefined;

function env(): ChildEnv {
  return {
    SMTP_URL: smtp.url(),
    MAIL_FROM: "site@agentie.example",
    LEADS_NOTIFY_TO: "vanzari@agentie.example",
    LEADS_AUTO_REPLY: "false",
    MAIL_TEST_LEAD: JSON.stringify(newLead()),
    ...(process.env.DATABASE_URL ? {} : { DATA_DIR: dataDir }),
  };
}

function spawnChild(command: "submit" | "work"): MailChild {
  const child = startMailChild(command, env());
  children.push(child);
  return child;
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-mail-crash-"));
  await smtp.start();
});

afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => c.kill()));
  smtp.received.length = 0;
});

afterAll(async () => {
  await smtp.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function crashWhileHeld(mode: "hold-greeting" | "hold-rcpt") {
  smtp.mode = mode;
  const first = spawnChild("submit");
  await first.waitFor("committed ");
  const id = Number(/committed (\d+)/.exec(first.output())?.[1]);
  await waitUntil(() => smtp.held > 0, 20_000, "the sender to reach the SMTP server");
  await first.kill("SIGKILL");
  expect(first.proc.signalCode).toBe("SIGKILL");

  // The dead sender's session goes on as far as the server is concerned: nothing was delivered.
  smtp.mode = "accept";
  smtp.release();
  await new Promise((r) => setTimeout(r, 300));
  expect(smtp.received).toHaveLength(0);

  const restarted = spawnChild("work");
  const [mail] = await smtp.waitForMessages(1, 30_000);
  expect(mail.mail.subject).toBe(`Mesaj nou de la ${VALID_LEAD.prenume} ${VALID_LEAD.nume}`);
  // Several polls and more than a lease later, still one.
  await new Promise((r) => setTimeout(r, 3_000));
  expect(smtp.received).toHaveLength(1);
  await restarted.kill("SIGTERM");

  const rows = (await reportOutbox(env())).filter((r) => r.submissionId === id);
  // One attempt died with the first process, the second one sent it.
  expect(rows).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
}

it("a process killed before it sent anything: the restarted one sends the e-mail once", async () => {
  await crashWhileHeld("hold-greeting");
});

it("a process killed in the middle of the SMTP transaction: the restarted one sends the e-mail once", async () => {
  await crashWhileHeld("hold-rcpt");
});
