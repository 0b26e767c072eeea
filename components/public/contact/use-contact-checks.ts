"use client";

import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from "react";
import { firstInvalidField, isContactField, readContactValues, type ContactErrors, type ContactFieldName } from "@/lib/leads/contact-form-model";
import type { ContactFormState } from "@/lib/leads/contact-form-state";

type Checks = typeof import("./contact-validation");

/**
 * The schema and yup, in a chunk of their own: fetched when the visitor first focuses the form, so
 * pages do not carry them before anyone types. Until they are there the server checks alone.
 */
const loadChecks = () => import("./contact-validation");

function fieldOf(target: EventTarget | null): (HTMLInputElement | HTMLTextAreaElement) & { name: ContactFieldName } | null {
  const field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target : null;
  return field && isContactField(field.name) ? (field as (HTMLInputElement | HTMLTextAreaElement) & { name: ContactFieldName }) : null;
}

function focusField(form: HTMLFormElement | null, name: ContactFieldName) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * What JavaScript adds to the contact form, which works without it (a Server Action): a field is
 * checked on blur once typed in, again on every keystroke while it shows an error, and all of them on
 * submit, which then focuses the first invalid one instead of sending; the message's counter follows
 * the text. The errors start from the server's answer (`state`) and are replaced by each new one.
 */
export function useContactChecks(state: ContactFormState, formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<ContactErrors>(state.errors);
  const [messageLength, setMessageLength] = useState(state.values.mesaj.length);
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setErrors(state.errors);
    setMessageLength(state.values.mesaj.length);
  }
  const checks = useRef<Checks | null>(null);
  // Fields the visitor has typed in; blurring one never typed in stays quiet (tabbing past is not an error).
  const dirty = useRef(new Set<ContactFieldName>());

  const prepare = useCallback(() => {
    if (!checks.current) void loadChecks().then((loaded) => (checks.current = loaded), () => undefined);
  }, []);

  // Text typed before the scripts ran is in the field already: the counter starts from it.
  useEffect(() => {
    const message = formRef.current?.elements.namedItem("mesaj");
    if (message instanceof HTMLTextAreaElement) setMessageLength(message.value.length);
  }, [formRef]);

  // A refusal the page's scripts received puts focus on its first field. One rendered for the browser's
  // own post leaves focus on the error summary, where the address put it before the scripts ran.
  useEffect(() => {
    if (state.status === "sent") dirty.current.clear();
    if (state.status !== "refused" || state.formPost) return;
    const first = firstInvalidField(state.errors);
    if (first) focusField(formRef.current, first);
  }, [state, formRef]);

  const checkField = useCallback((form: HTMLFormElement, name: ContactFieldName) => {
    void loadChecks().then(
      (loaded) => {
        checks.current = loaded;
        setErrors((previous) => ({ ...previous, [name]: loaded.validateContactField(name, readContactValues(new FormData(form))) }));
      },
      // Without the checks the field stays as it is; the server checks on submit.
      () => undefined,
    );
  }, []);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    if (!field) return;
    dirty.current.add(field.name);
    if (field.name === "mesaj") setMessageLength(field.value.length);
    // Only a field already marked wrong is re-checked while typing: no error appears mid-word.
    if (errors[field.name]) checkField(event.currentTarget, field.name);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    if (!field || (!dirty.current.has(field.name) && !errors[field.name])) return;
    checkField(event.currentTarget, field.name);
  };

  const passes = (form: HTMLFormElement, loaded: Checks): boolean => {
    const found = loaded.validateContact(readContactValues(new FormData(form)));
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) focusField(form, first);
    return !first;
  };

  /**
   * The form's submit handler once the page's scripts run: a message that fails a check is not sent
   * (its errors show, the first invalid field gets focus); one that passes goes to `send`, with the
   * form's data taken at the click. Checks not loaded yet are loaded first.
   */
  const submit = (event: FormEvent<HTMLFormElement>, send: (data: FormData) => void) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    if (checks.current) {
      if (passes(form, checks.current)) send(data);
      return;
    }
    loadChecks().then(
      (loaded) => {
        checks.current = loaded;
        if (passes(form, loaded)) send(data);
      },
      // Checks that cannot be fetched (offline, a new deployment) leave the decision to the server.
      () => send(data),
    );
  };

  return { errors, messageLength, onInput, onBlur, onFocus: prepare, submit };
}
