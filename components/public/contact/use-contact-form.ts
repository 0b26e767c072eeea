"use client";

import { useCallback, useRef, useState, type FormEvent } from "react";
import { CONTACT_MSG, HONEYPOT_FIELD, type AnswersMap } from "@/lib/validation/contact-messages";
import {
  EMPTY_CONTACT_VALUES,
  firstInvalidField,
  normalizeContactValues,
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

/**
 * The schema and yup, in a chunk of their own: fetched when the visitor first focuses the form, so
 * pages do not carry them before anyone types. Every check waits on the same promise, so results
 * still arrive in the order they were asked for.
 */
const loadContactValidation = () => import("./contact-validation");

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

  const checkField = useCallback((name: ContactFieldName, current: ContactValues) => {
    loadContactValidation().then(
      ({ validateContactField }) => setErrors((prev) => ({ ...prev, [name]: validateContactField(name, current) })),
      // Without the checks the field stays as it is; submitting retries them, and the server checks too.
      () => undefined,
    );
  }, []);

  // Fields the visitor has typed in; blurring one never typed in stays quiet (tabbing past is not an error).
  const dirtyRef = useRef(new Set<ContactFieldName>());

  const change = useCallback(
    (name: ContactFieldName, value: string) => {
      dirtyRef.current.add(name);
      const next = { ...values, [name]: value };
      setValues(next);
      // Only a field already marked wrong is re-checked while typing: no error appears mid-word.
      if (errors[name]) checkField(name, next);
    },
    [values, errors, checkField],
  );

  const blur = useCallback(
    (name: ContactFieldName) => {
      if (!dirtyRef.current.has(name) && !errors[name]) return;
      checkField(name, values);
    },
    [values, errors, checkField],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sendingRef.current) return;
      const form = event.currentTarget;
      sendingRef.current = true;
      let found: ContactErrors = {};
      try {
        found = (await loadContactValidation()).validateContact(values);
      } catch (error) {
        // The chunk could not be fetched (offline, a new deployment): the server checks the same rules.
        console.error("Contact form validation could not be loaded", error);
      }
      setErrors(found);
      const first = firstInvalidField(found);
      if (first) {
        sendingRef.current = false;
        setStatus({ kind: "idle" });
        focusField(form, first);
        return;
      }
      // Read from the DOM, not React state: a bot filling the hidden input may not fire input events.
      const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? "");
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

  /** Focus on any field starts fetching the checks, so they are there by the first blur. */
  const prepare = useCallback(() => {
    void loadContactValidation().catch(() => undefined);
  }, []);

  return { formRef, values, errors, status, change, blur, submit, prepare };
}
