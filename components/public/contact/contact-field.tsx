"use client";

import type { HTMLAttributes, ReactNode } from "react";
import type { ContactFieldName } from "@/lib/leads/contact-form-model";
import { Icon } from "@/components/public/icons/icon";

export type ContactTone = "light" | "dark";

const STYLES = {
  light: {
    label: "text-ink",
    // styles/components.css; the ring already says "wrong", so an invalid field shows focus as an outline around it.
    control: "field-light",
    valid: "field-light-valid",
    invalid: "field-light-invalid",
    error: "text-red-700",
    hint: "text-muted",
    over: "font-semibold text-red-700",
  },
  dark: {
    label: "text-white",
    control: "field-dark",
    valid: "field-dark-valid",
    invalid: "field-dark-invalid",
    error: "text-rose-100",
    hint: "text-white/75",
    over: "font-semibold text-rose-100",
  },
} as const;

type Props = {
  id: string;
  name: ContactFieldName;
  label: string;
  /** What the field shows first: empty, or what the visitor sent when the server refused it. */
  defaultValue: string;
  error?: string;
  tone: ContactTone;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  /** Text under the control (the message's counter), read with the field. */
  hint?: ReactNode;
  hintOver?: boolean;
  className?: string;
};

/**
 * Label, control, error and hint of one contact-form field, linked for screen readers. The control is
 * uncontrolled (the browser owns its text), so what a visitor types before the page's scripts run is
 * kept when React takes over; the form listens for input and blur (useContactChecks).
 */
export function ContactField({ id, name, label, defaultValue, error, tone, multiline, type = "text", hint, hintOver, className = "", ...rest }: Props) {
  const s = STYLES[tone];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    defaultValue,
    // Announced as required; the form is noValidate, so the Romanian messages (ours or the server's) speak instead of the browser's.
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    // scroll-mt keeps a focused field clear of the sticky header. Ring classes are exclusive: two ring
    // colours in one class list would leave the winner to stylesheet order.
    className: `field-control ${s.control} ${error ? s.invalid : s.valid}`,
    placeholder: rest.placeholder,
    autoComplete: rest.autoComplete,
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={`field-label ${s.label}`}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} className={`${shared.className} min-h-36 resize-y`} />
      ) : (
        <input {...shared} type={type} inputMode={rest.inputMode} />
      )}
      {/* min-h keeps room for a one-line error, so the form does not jump when one appears. */}
      <div className="field-hint">
        {error ? (
          <p id={errorId} className={`flex items-start gap-1.5 font-medium ${s.error}`}>
            <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
            {error}
          </p>
        ) : (
          <span />
        )}
        {hint ? (
          <p id={hintId} className={`shrink-0 tabular-nums ${hintOver ? s.over : s.hint}`}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
