"use client";

import { useCallback, useRef, useState, type FormEvent } from "react";
import { CONTACT_MSG, HONEYPOT_FIELD, type AnswersMap } from "@/lib/validation/contact";
import {
  EMPTY_CONTACT_VALUES,
  firstInvalidField,
  normalizeContactValues,
  validateContact,
  validateContactField,
  type ContactErrors,
  type ContactFieldName,
  type ContactValues,
} from "./contact-form-model";
import { ContactSubmitError, pushContactSuccessEvent, sendContactSubmission } from "./contact-submit";

export type ContactStatus = { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; message: string | null };

type Options = {
  selectedPackage: string | null;
  answers?: AnswersMap;
  /** Called after a stored message, once the form is reset. */
  onSuccess?: () => void;
  /** When given, the caller reports the failure itself and the form shows no red message (SPEC 8, questionnaire). */
  onError?: (error: unknown) => void;
};

function focusField(form: HTMLFormElement | null, name: ContactFieldName) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * State of the public contact form without Formik (public bundles stay small): values, the errors
 * shown, and the submission. A field is checked on blur, again on every change once it shows an
 * error, and all of them on submit, which then focuses the first invalid one.
 */
export function useContactForm({ selectedPackage, answers, onSuccess, onError }: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>({ kind: "idle" });

  // Fields the visitor has typed in; blurring one never typed in stays quiet (tabbing past is not an error).
  const dirtyRef = useRef(new Set<ContactFieldName>());

  const change = useCallback(
    (name: ContactFieldName, value: string) => {
      dirtyRef.current.add(name);
      const next = { ...values, [name]: value };
      setValues(next);
      // Only a field already marked wrong is re-checked while typing: no error appears mid-word.
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: validateContactField(name, next) }));
    },
    [values, errors],
  );

  const blur = useCallback(
    (name: ContactFieldName) => {
      if (!dirtyRef.current.has(name) && !errors[name]) return;
      setErrors((prev) => ({ ...prev, [name]: validateContactField(name, values) }));
    },
    [values, errors],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sendingRef.current) return;
      const form = event.currentTarget;
      const found = validateContact(values);
      setErrors(found);
      const first = firstInvalidField(found);
      if (first) {
        setStatus({ kind: "idle" });
        focusField(form, first);
        return;
      }
      // Read from the DOM, not React state: a bot filling the hidden input may not fire input events.
      const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? "");
      sendingRef.current = true;
      setStatus({ kind: "sending" });
      try {
        await sendContactSubmission({ values: normalizeContactValues(values), honeypot, selectedPackage, answers });
        form.reset();
        dirtyRef.current.clear();
        setValues(EMPTY_CONTACT_VALUES);
        setErrors({});
        setStatus({ kind: "success" });
        pushContactSuccessEvent();
        onSuccess?.();
      } catch (error) {
        const fieldErrors = error instanceof ContactSubmitError ? error.fieldErrors : {};
        const message = error instanceof ContactSubmitError ? error.userMessage : CONTACT_MSG.failure;
        setErrors(fieldErrors);
        setStatus({ kind: "error", message: onError ? null : message });
        const firstServer = firstInvalidField(fieldErrors);
        if (firstServer) focusField(form, firstServer);
        onError?.(error);
      } finally {
        sendingRef.current = false;
      }
    },
    [values, selectedPackage, answers, onSuccess, onError],
  );

  return { formRef, values, errors, status, change, blur, submit };
}
