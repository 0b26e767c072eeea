"use server";

import type { ContactFormState } from "@/components/public/contact/contact-form-state";
import { INITIAL_CONTACT_STATE } from "@/components/public/contact/contact-form-state";
import { CONTACT_MSG } from "@/lib/validation/contact-messages";
import { sendContactForm } from "@/lib/server/contact-form";

/** The public contact form's action (footer, /contact, /tarife): works before and without JavaScript. */
export async function submitContact(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  if (!(form instanceof FormData)) return { ...INITIAL_CONTACT_STATE, status: "refused", failure: CONTACT_MSG.failure };
  return sendContactForm(form);
}
