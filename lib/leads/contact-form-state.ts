import { CONTACT_MSG } from "@/lib/validation/contact-messages";
import { EMPTY_CONTACT_VALUES, readContactValues, type ContactErrors, type ContactValues } from "./contact-form-model";

/**
 * What the contact form's Server Action answers, rendered by the page it was sent from, with or
 * without JavaScript: "sent" (the green success, the fields emptied), "refused" (the field errors
 * and the visitor's text kept, or a red failure message), or "idle" before any submission.
 */
export type ContactFormState = {
  status: "idle" | "sent" | "refused";
  values: ContactValues;
  errors: ContactErrors;
  /** The red message under the form (SPEC 8), or null. */
  failure: string | null;
  /** New on every stored message: the page pushes the tracking event once per receipt. */
  receipt: string | null;
  /**
   * A refusal of the browser's own post (no scripts yet): the page comes back at the error summary at
   * the top of the form, which the address's fragment focuses. A stored one is redirected instead.
   */
  formPost: boolean;
};

export const INITIAL_CONTACT_STATE: ContactFormState = { status: "idle", values: EMPTY_CONTACT_VALUES, errors: {}, failure: null, receipt: null, formPost: false };

/** The answer when the server cannot be reached (offline, a dropped connection): SPEC 8's failure, the text kept. */
export const unreachableContactState = (_previous: ContactFormState, form: FormData): ContactFormState => ({
  ...INITIAL_CONTACT_STATE,
  status: "refused",
  values: readContactValues(form),
  failure: CONTACT_MSG.failure,
});
