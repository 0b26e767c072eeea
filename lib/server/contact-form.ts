import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { FORM_PAGE_HEADER, formResultPath, SCRIPT_FIELD } from "@/lib/form-post";
import { isContactField, normalizeContactValues, PACKAGE_FIELD, readContactValues, type ContactErrors } from "@/lib/leads/contact-form-model";
import { INITIAL_CONTACT_STATE, type ContactFormState } from "@/lib/leads/contact-form-state";
import { logError } from "@/lib/safe-log";
import { ApiError } from "@/lib/server/http/api-error";
import { CONTACT_MSG, HONEYPOT_FIELD, type AnswersMap } from "@/lib/validation/contact";
import { readAttribution } from "@/lib/validation/leads";
import { clientIp } from "./client-ip";
import { receiveContactSubmission } from "./contact-intake";

/**
 * The public contact form sent as a form (a Server Action, with or without JavaScript): the same
 * intake as POST /api/contact-submissions, answered as the state the form renders. What the visitor
 * typed comes back with every refusal, so nothing is lost; a stored message empties the form. A
 * refusal of the browser's own post (`formPost`) opens at the form's error summary.
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
    return { ...INITIAL_CONTACT_STATE, status: "refused", values: typed, formPost: isFormPost(form), ...refusal(error) };
  }
}

/** Sent by the browser itself (no JavaScript, or before the page's scripts ran), not by the page's scripts. */
export const isFormPost = (form: FormData): boolean => form.get(SCRIPT_FIELD) === null;

/**
 * Post/redirect/get for the browser's own post of a stored message (QUALITY D10): a 303 (what Next
 * answers a form post's redirect() with) to the page it came from, at the box that `fragment` names.
 * The page is the cached one, a reload sends nothing, and /tarife's plan is no longer chosen.
 */
export async function redirectToOutcome(fragment: string): Promise<never> {
  const requestHeaders = await headers();
  redirect(`${formResultPath(requestHeaders.get(FORM_PAGE_HEADER), requestHeaders.get("referer"))}#${fragment}`);
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
