import { CONTACT_MSG, HONEYPOT_FIELD, type AnswersMap } from "@/lib/validation/contact-messages";
import { isContactField, type ContactErrors, type ContactValues } from "./contact-form-model";

export const CONTACT_ENDPOINT = "/api/contact-submissions";
/** SPEC 7.2: pushed to the tag manager after every stored message. */
export const CONTACT_SUCCESS_EVENT = "contactFormSubmissionSuccess";

export type ContactPayload = {
  values: ContactValues;
  honeypot: string;
  selectedPackage: string | null;
  answers?: AnswersMap;
};

/** A refused or failed submission; `userMessage` is what the visitor reads in red. */
export class ContactSubmitError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string,
    readonly fieldErrors: ContactErrors = {},
  ) {
    super(`Contact form submission failed (${status || "network"})`);
    this.name = "ContactSubmitError";
  }
}

type ErrorBody = { message?: unknown; errors?: unknown };

/**
 * SPEC 8 gives one failure text. Two server answers carry a more useful one, so they are shown instead:
 * the rate limit (429: when to try again) and a 422 about something the visitor cannot see on the form
 * (questionnaire answers that changed meanwhile). A 422 about a visible field is shown on that field.
 */
function toSubmitError(status: number, body: ErrorBody | null): ContactSubmitError {
  const serverMessage = typeof body?.message === "string" && body.message.trim() ? body.message : null;
  const fieldErrors: ContactErrors = {};
  let hiddenFieldError = false;
  if (body?.errors && typeof body.errors === "object") {
    for (const [key, value] of Object.entries(body.errors as Record<string, unknown>)) {
      if (typeof value !== "string") continue;
      if (isContactField(key)) fieldErrors[key] = value;
      else hiddenFieldError = true;
    }
  }
  const useServer = serverMessage && (status === 429 || (status === 422 && hiddenFieldError));
  return new ContactSubmitError(status, useServer ? serverMessage : CONTACT_MSG.failure, fieldErrors);
}

/** POSTs the lead as JSON; resolves when the server has stored it (201), throws ContactSubmitError otherwise. */
export async function sendContactSubmission({ values, honeypot, selectedPackage, answers }: ContactPayload): Promise<void> {
  const body: Record<string, unknown> = { ...values, [HONEYPOT_FIELD]: honeypot };
  if (selectedPackage) body.selected_package = selectedPackage;
  if (answers && Object.keys(answers).length) body.answers = answers;

  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ContactSubmitError(0, CONTACT_MSG.failure);
  }
  if (response.ok) return;
  const parsed = (await response.json().catch(() => null)) as ErrorBody | null;
  throw toSubmitError(response.status, parsed);
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Creates window.dataLayer when the tag manager has not (no consent yet), so the event is never lost. */
export function pushContactSuccessEvent(): void {
  const win = window as DataLayerWindow;
  win.dataLayer = win.dataLayer || [];
  win.dataLayer.push({ event: CONTACT_SUCCESS_EVENT });
}
