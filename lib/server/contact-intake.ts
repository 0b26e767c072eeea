import "server-only";
import { addressKey } from "@/lib/server/address-key";
import { validate } from "@/lib/server/http/request";
import { ApiError } from "@/lib/server/http/api-error";
import { CONTACT_MSG, contactSchema, isHoneypotFilled } from "@/lib/validation/contact";
import { readAttribution } from "@/lib/validation/leads";
import { createSubmission, resolveAnswers } from "./contact-submissions";

/**
 * Receives one lead, from the JSON API or from the public form's Server Action: the honeypot, the
 * shared schema, the questionnaire answers, then createSubmission (the same lead sent again, the
 * per-address rate limit keyed on addressKey, the flood's suspect mark, the INSERT) with the lead's
 * attribution (page, referrer, utm_*, gclid, fbclid: top-level fields of the body or form). Resolves
 * only once the row is committed (QUALITY D3); a refusal is an ApiError (422 with field errors, 429).
 * A filled honeypot, a repeated lead and a suspect one resolve as a success: none of them tells the
 * sender anything (QUALITY R1, R7, D10).
 */
export async function receiveContactSubmission(body: Record<string, unknown>, clientIp: string): Promise<void> {
  if (isHoneypotFilled(body)) return;
  const input = await validate(contactSchema, body);
  const answers = await resolveAnswers(input.answers);
  // Where it came from: cleaned and bounded, never a reason to refuse the lead (lib/validation/leads.ts).
  const outcome = await createSubmission(input, answers, readAttribution(body), addressKey(clientIp));
  if (outcome.kind === "limited") {
    throw new ApiError(429, CONTACT_MSG.tooMany, undefined, { "Retry-After": String(outcome.retryAfterSeconds) });
  }
}
