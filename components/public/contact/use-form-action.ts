"use client";

import { startTransition, useActionState, useState, useTransition } from "react";
import { SCRIPT_FIELD } from "@/lib/form-post";

/**
 * A form sent to a Server Action, before and without JavaScript as well as with it.
 *
 * `formAction` goes on the form: React renders it as a real form post, so a form sent before the
 * page's scripts run (or without them) reaches the action and the page comes back with its answer
 * (useActionState's progressive enhancement; `permalink` is where that page opens, e.g. at its error
 * summary), or, for a stored message, a redirect (lib/form-post.ts). With scripts, the form's submit
 * handler calls `send` instead: the same action, told so by SCRIPT_FIELD, which answers in place; a
 * network failure becomes `unreachable`'s answer (the visitor's text kept, a message shown) rather
 * than an error thrown into the page, which would replace it with the error screen.
 */
export function useFormAction<S extends object>(
  action: (previous: Awaited<S>, form: FormData) => Promise<S>,
  initial: Awaited<S>,
  permalink: string,
  unreachable: (previous: Awaited<S>, form: FormData) => Awaited<S>,
) {
  const [answered, formAction] = useActionState(action, initial, permalink);
  const [sent, setSent] = useState<Awaited<S> | null>(null);
  const [pending, startSending] = useTransition();
  const state = sent ?? answered;

  const send = (form: FormData) =>
    startSending(async () => {
      form.set(SCRIPT_FIELD, "1");
      let next: Awaited<S>;
      try {
        next = await action(state, form);
      } catch (error) {
        console.error("[formular] Serverul nu a putut fi contactat:", error instanceof Error ? error.message : error);
        next = unreachable(state, form);
      }
      startTransition(() => setSent(next));
    });

  return { state, formAction, pending, send };
}
