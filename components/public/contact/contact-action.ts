"use server";

import { FORM_OUTCOME } from "@/lib/form-post";
import { INITIAL_CONTACT_STATE, type ContactFormState } from "@/lib/leads/contact-form-state";
import { CONTACT_MSG } from "@/lib/validation/contact-messages";
import { isFormPost, redirectToOutcome, sendContactForm } from "@/lib/server/contact-form";

/**
 * The public contact form's action (footer, /contact, /tarife): works before and without JavaScript.
 * The browser's own post of a stored message is redirected to the page's success box; the page's
 * scripts get the state and show it in place.
 */
export async function submitContact(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  if (!(form instanceof FormData)) return { ...INITIAL_CONTACT_STATE, status: "refused", failure: CONTACT_MSG.failure };
  const state = await sendContactForm(form);
  if (state.status === "sent" && isFormPost(form)) return redirectToOutcome(FORM_OUTCOME.sent);
  return state;
}
