import "server-only";
import { getSubmission } from "@/lib/server/contact-submissions";
import type { LeadMail } from "./lead-mail";

/**
 * The lead as the e-mails show it, read when the e-mail is sent (the outbox keeps only its id), or null
 * once it was deleted. Its `attribution` feeds the e-mail's "Proveniență" rows (ATTRIBUTION_ROWS).
 */
export async function loadLeadMail(submissionId: number): Promise<LeadMail | null> {
  const lead = await getSubmission(submissionId);
  return lead;
}
