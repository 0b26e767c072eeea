import "server-only";
import { hitRateLimit } from "@/lib/server/rate-limit";
import { validate } from "@/lib/server/http/request";
import { ApiError } from "@/lib/server/http/api-error";
import { CONTACT_MSG, contactSchema, isHoneypotFilled } from "@/lib/validation/contact";
import { readAttribution } from "@/lib/validation/leads";
import { CONTACT_RATE_LIMIT, createSubmission, resolveAnswers } from "./contact-submissions";

/**
 * Receives one lead, from the JSON API or from the public form's Server Action: the honeypot, the
 * shared schema, the questionnaire answers, the per-address rate limit, then the INSERT with the
 * lead's attribution (page, referrer, utm_*, gclid, fbclid: top-level fields of the body or form). Resolves
 * only once the row is committed (QUALITY D3); a refusal is an ApiError (422 with field errors, 429).
 * A filled honeypot resolves as a success and stores nothing (QUALITY R1).
 */
export async function receiveContactSubmission(body: Record<string, unknown>, clientKey: string): Promise<void> {
  if (isHoneypotFilled(body)) return;
  const input = await validate(contactSchema, body);
  const answers = await resolveAnswers(input.answers);
  // Counted only for submissions that would be stored, so a visitor fixing typos is not locked out.
  const limit = await hitRateLimit(CONTACT_RATE_LIMIT, clientKey);
  if (!limit.allowed) throw new ApiError(429, CONTACT_MSG.tooMany, undefined, { "Retry-After": String(limit.retryAfterSeconds) });
  // Where it came from: cleaned and bounded, never a reason to refuse the lead (lib/validation/leads.ts).
  await createSubmission(input, answers, readAttribution(body));
}
