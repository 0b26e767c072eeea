import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { INITIAL_CONTACT_STATE, type ContactFormState } from "@/components/public/contact/contact-form-state";
import { isContactField, normalizeContactValues, PACKAGE_FIELD, readContactValues, type ContactErrors } from "@/components/public/contact/contact-form-model";
import { ApiError } from "@/lib/server/http/api-error";
import { CONTACT_MSG, HONEYPOT_FIELD, type AnswersMap } from "@/lib/validation/contact";
import { readAttribution } from "@/lib/validation/leads";
import { clientIp } from "./client-ip";
import { logError } from "./safe-log";
import { receiveContactSubmission } from "./contact-intake";

/**
 * The public contact form sent as a form (a Server Action, with or without JavaScript): the same
 * intake as POST /api/contact-submissions, answered as the state the form renders. What the visitor
 * typed comes back with every refusal, so nothing is lost; a stored message empties the form.
 */
export async function sendContactForm(form: FormData, answers: AnswersMap = {}): Promise<ContactFormState> {
  const typed = readContactValues(form);
  const requestHeaders = await headers();
  const body: Record<string, unknown> = {
    ...normalizeContactValues(typed),
    [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? "",
    [PACKAGE_FIELD]: form.get(PACKAGE_FIELD) ?? null,
    answers,
    // The hidden attribution fields the form's script fills (components/public/contact/attribution-fields.tsx),
    // or, sent without scripts, the page the form was on (the browser's Referer, same origin) and its parameters.
    ...attributionOf(form, requestHeaders.get("referer")),
  };
  try {
    await receiveContactSubmission(body, clientIp(requestHeaders));
    return { ...INITIAL_CONTACT_STATE, status: "sent", receipt: randomUUID() };
  } catch (error) {
    return { ...INITIAL_CONTACT_STATE, status: "refused", values: typed, ...refusal(error) };
  }
}

function attributionOf(form: FormData, referer: string | null): Record<string, unknown> {
  const sent = readAttribution((key) => form.get(key));
  if (sent.page || !referer) return sent;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return sent;
  }
  const fromPage = readAttribution((key) => (key === "page" ? referer : key === "referrer" ? null : url.searchParams.get(key)));
  return { ...fromPage, referrer: sent.referrer };
}

/**
 * SPEC 8 gives one failure text. A refusal about a visible field is shown on that field; the rate
 * limit and a refusal about something the visitor cannot see (answers that changed meanwhile, a
 * package name) say what happened instead.
 */
function refusal(error: unknown): Pick<ContactFormState, "errors" | "failure"> {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 429)) {
    // The kind of failure and its code, never the visitor's data, which a driver's message may quote (QUALITY D9).
    logError("[contact] a message could not be stored", error);
    return { errors: {}, failure: CONTACT_MSG.failure };
  }
  const errors: ContactErrors = {};
  let hidden = error.status === 429;
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if (isContactField(field)) errors[field] = message;
    else hidden = true;
  }
  return { errors, failure: hidden ? error.message : null };
}
