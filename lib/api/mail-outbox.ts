import type { MailStatusDto } from "@/lib/server/mail/status";
import { api } from "./client";

/** Calls of the lead e-mails' status (admins, on the dashboard): GET /admin/mail-outbox and its retry. */
export type { MailStatusDto };
export type { MailProblemDto } from "@/lib/server/mail/outbox";

export const MAIL_STATUS_KEY = "/admin/mail-outbox";

export function retryMail(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/admin/mail-outbox/${id}/retry`);
}
