"use client";

import { useEffect, useRef } from "react";
import { submitContact } from "@/app/(public)/_actions/contact";
import type { ContactTone } from "./contact-field";
import { ContactFields, DEFAULT_SUBMIT_LABEL } from "./contact-fields";
import { PACKAGE_FIELD } from "./contact-form-model";
import { INITIAL_CONTACT_STATE, unreachableContactState } from "./contact-form-state";
import { pushContactSuccessEvent } from "./contact-success-event";
import { SelectedPackageChip } from "./selected-package-chip";
import { clearSelectedPackage, useSelectedPackage } from "./selected-package-store";
import { useContactChecks } from "./use-contact-checks";
import { useFormAction } from "./use-form-action";

export { DEFAULT_SUBMIT_LABEL, SENDING_LABEL } from "./contact-fields";

export type ContactFormProps = {
  /** Unique per instance: prefixes the ids of the inputs. */
  idPrefix: string;
  /** dark = on the purple footer gradient. */
  tone?: ContactTone;
  /** The id of the section the form sits in: a form sent before the page's scripts ran comes back scrolled to it. */
  anchor?: string;
};

/**
 * The public contact form (footer, /contact, /tarife): a real form posting to a Server Action, so a
 * message is stored, or answered with its errors, whether it is sent before the page's scripts have
 * run, without JavaScript, or with it (then without a reload). It carries the package chosen on
 * /tarife, if any. SPEC 7.2: every stored message pushes contactFormSubmissionSuccess.
 */
export function ContactForm({ idPrefix, tone = "light", anchor = "contact" }: ContactFormProps) {
  const { state, formAction, pending, send } = useFormAction(submitContact, INITIAL_CONTACT_STATE, `#${anchor}`, unreachableContactState);
  const formRef = useRef<HTMLFormElement>(null);
  const checks = useContactChecks(state, formRef);
  const selected = useSelectedPackage();

  useEffect(() => {
    if (!state.receipt) return;
    pushContactSuccessEvent();
    // The package was ordered with this message; the next message starts without it.
    clearSelectedPackage();
  }, [state.receipt]);

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      aria-label="Formular de contact"
      aria-busy={pending}
      onSubmit={(event) => checks.submit(event, send)}
      onInput={checks.onInput}
      onBlur={checks.onBlur}
      onFocus={checks.onFocus}
      className="relative"
    >
      {selected ? <SelectedPackageChip name={selected.name} tone={tone} /> : null}
      <input type="hidden" name={PACKAGE_FIELD} value={selected?.name ?? ""} />
      <ContactFields
        idPrefix={idPrefix}
        tone={tone}
        state={state}
        errors={checks.errors}
        messageLength={checks.messageLength}
        pending={pending}
        submitLabel={DEFAULT_SUBMIT_LABEL}
      />
    </form>
  );
}
