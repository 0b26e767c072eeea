import "server-only";
import { ApiError } from "@/lib/server/http/api-error";
import { readMailConfig } from "./config";
import { listMailProblems, MAIL_MSG, retryMail, type MailProblemDto } from "./outbox";
import { wakeMailSender } from "./wake";

/** What the admins' dashboard shows about the lead e-mails. */
export type MailStatusDto = {
  /** Why no e-mail is sent (missing or unusable settings), or null when e-mail is on. */
  notice: string | null;
  /** E-mails that failed or are being retried, newest first. */
  problems: MailProblemDto[];
};

export async function getMailStatus(): Promise<MailStatusDto> {
  const config = readMailConfig();
  return { notice: config.enabled ? null : config.notice, problems: await listMailProblems() };
}

/** "Reîncearcă" on one e-mail: due at once, and this instance's sender is woken to send it. */
export async function retryMailNow(id: number): Promise<{ message: string }> {
  const config = readMailConfig();
  if (!config.enabled) throw new ApiError(409, config.notice);
  await retryMail(id);
  wakeMailSender();
  return { message: MAIL_MSG.retried };
}
