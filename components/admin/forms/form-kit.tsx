"use client";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/states";
import { PHONE_QUERY } from "../use-phone-layout";

export { EditConflictPanel, useEditConflict } from "./edit-conflict";

export function FormSection({ title, description, children, className = "" }: { title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`p-5 sm:p-6 ${className}`}>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </Card>
  );
}

/** A save failure shown above the form; a stale save (QUALITY D1) shows EditConflictPanel instead. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {message}
    </div>
  );
}

// The save bar's phone layout is the portal's (below Tailwind's `sm`).
export { PHONE_QUERY };

const NO_KEYBOARD_INPUTS = new Set(["button", "checkbox", "color", "file", "hidden", "image", "radio", "range", "reset", "submit"]);

/** A control that opens the on-screen keyboard: a text field, a textarea or the rich-text editor. */
function opensKeyboard(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element.closest("[contenteditable='true']")) return true;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  return element instanceof HTMLInputElement && !element.readOnly && !NO_KEYBOARD_INPUTS.has(element.type);
}

/**
 * True on a phone while a field of the bar's form has the focus, i.e. while the on-screen keyboard
 * is up: the bar then stays at the end of the form instead of covering what little room is left.
 */
function useTypingOnPhone(bar: RefObject<HTMLElement | null>): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const form = bar.current?.closest("form");
    if (!form) return;
    const phone = () => Boolean(window.matchMedia?.(PHONE_QUERY).matches);
    const onFocusIn = (event: FocusEvent) => setTyping(phone() && opensKeyboard(event.target));
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      setTyping(phone() && next instanceof Node && form.contains(next) && opensKeyboard(next));
    };
    form.addEventListener("focusin", onFocusIn);
    form.addEventListener("focusout", onFocusOut);
    return () => {
      form.removeEventListener("focusin", onFocusIn);
      form.removeEventListener("focusout", onFocusOut);
    };
  }, [bar]);
  return typing;
}

/**
 * The save bar. Sticky at the bottom of the screen; on a phone it is one compact row (the submit
 * button shows its first word, the rest stays in its accessible name) and, while the keyboard is up,
 * it waits at the end of the form instead of covering the text being typed.
 */
export function FormActions({
  cancelHref,
  submitting,
  submitLabel = "Salvează",
  children,
}: {
  cancelHref: string;
  submitting: boolean;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const typing = useTypingOnPhone(bar);
  const [verb, ...rest] = submitLabel.split(" ");
  // pr-20 / pr-[4.5rem]: the portal's back-to-top button is fixed in the bottom-right corner; the buttons end before it.
  return (
    <div
      ref={bar}
      data-save-bar=""
      data-typing={typing ? "" : undefined}
      className={`${typing ? "relative" : "sticky"} bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-surface/95 py-2 pl-4 pr-[4.5rem] backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:bg-white/95 sm:py-3 sm:pr-20`}
    >
      {children}
      <ButtonLink href={cancelHref} variant="secondary" className="max-sm:px-3">
        Anulează
      </ButtonLink>
      <Button type="submit" disabled={submitting} className="max-sm:px-3">
        {submitting ? (
          "Se salvează..."
        ) : (
          <span>
            {verb}
            {rest.length ? <span className="max-sm:sr-only"> {rest.join(" ")}</span> : null}
          </span>
        )}
      </Button>
    </div>
  );
}
