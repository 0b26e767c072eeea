import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E } from "./env";

/** One e-mail as the e2e server's SMTP server received it (e2e/support/smtp-sink.mjs). */
export type SentMail = { from: string; to: string[]; subject: string; replyTo: string; text: string; html: string };

const mailDir = () => path.join(process.cwd(), "test-data", `e2e-${E2E.port}-mail`);

export function sentMails(): SentMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as SentMail);
}

/** Waits for the e-mails that match (the sender works in the background), and returns them. */
export async function mailsTo(address: string, match: (mail: SentMail) => boolean, count = 1): Promise<SentMail[]> {
  let found: SentMail[] = [];
  await expect
    .poll(() => (found = sentMails().filter((m) => m.to.includes(address) && match(m))).length, { timeout: 20_000, message: `e-mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return found;
}
