"use client";

import { useEffect, useRef } from "react";
import { FORM_OUTCOME, tooLongText } from "@/lib/form-post";
import { PACKAGE_FIELD } from "@/lib/leads/contact-form-model";
import { INITIAL_CONTACT_STATE, unreachableContactState } from "@/lib/leads/contact-form-state";
import { CONTACT_MSG } from "@/lib/validation/contact-messages";
import { submitContact } from "./contact-action";
import type { ContactTone } from "./contact-field";
import { ContactFields, DEFAULT_SUBMIT_LABEL, errorSummaryId } from "./contact-fields";
import { pushContactSuccessEvent } from "./contact-success-event";
import { OutcomeBox, useAddressOutcome } from "./form-outcome";
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
};

/** The boxes a redirect opens at the top of the form (one contact form per page carries them). */
const ADDRESS_OUTCOMES = [FORM_OUTCOME.sent, FORM_OUTCOME.tooLong] as const;

/**
 * The public contact form (footer, /contact, /tarife): a real form posting to a Server Action, so a
 * message is stored, or answered with its errors, whether it is sent before the page's scripts have
 * run, without JavaScript, or with it (then without a reload). Sent by the browser itself, a stored
 * message comes back as the page at #mesaj-trimis, a body over the limit at #mesaj-prea-lung, and a
 * refusal at the error summary: each at the top of the form, focused. It carries the package chosen on
 * /tarife, if any. SPEC 7.2: every stored message pushes contactFormSubmissionSuccess.
 */
export function ContactForm({ idPrefix, tone = "light" }: ContactFormProps) {
  const { state, formAction, pending, send } = useFormAction(submitContact, INITIAL_CONTACT_STATE, `#${errorSummaryId(idPrefix)}`, unreachableContactState);
  const formRef = useRef<HTMLFormElement>(null);
  const checks = useContactChecks(state, formRef);
  const selected = useSelectedPackage();
  const fromAddress = useAddressOutcome(ADDRESS_OUTCOMES);
  const receipt = state.receipt ?? (fromAddress === FORM_OUTCOME.sent ? FORM_OUTCOME.sent : null);

  useEffect(() => {
    if (!receipt) return;
    pushContactSuccessEvent();
    // The package was ordered with this message; the next message starts without it.
    clearSelectedPackage();
  }, [receipt]);

  // Once the page's scripts have sent the form, their answer shows (below the button) instead.
  const answered = state.status !== "idle";
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
      <OutcomeBox
        id={FORM_OUTCOME.sent}
        titleId={`${idPrefix}-${FORM_OUTCOME.sent}`}
        tone="success"
        title={CONTACT_MSG.success}
        shown={fromAddress === FORM_OUTCOME.sent}
        dismissed={answered}
      />
      <OutcomeBox
        id={FORM_OUTCOME.tooLong}
        titleId={`${idPrefix}-${FORM_OUTCOME.tooLong}`}
        tone="error"
        title={tooLongText()}
        shown={fromAddress === FORM_OUTCOME.tooLong}
        dismissed={answered}
      />
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
