"use client";

import type { HTMLAttributes, ReactNode } from "react";
import type { ContactFieldName } from "./contact-form-model";

export type ContactTone = "light" | "dark";

const STYLES = {
  light: {
    label: "text-ink",
    control: "bg-white text-ink placeholder:text-slate-400",
    valid: "ring-1 ring-slate-300 hover:ring-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-600",
    // The ring already says "wrong", so focus shows as an outline around it.
    invalid: "ring-2 ring-red-600 focus:outline-2 focus:outline-offset-2 focus:outline-red-600",
    error: "text-red-700",
    hint: "text-muted",
    over: "font-semibold text-red-700",
  },
  dark: {
    label: "text-white",
    control: "bg-white/10 text-white placeholder:text-white/55 focus:bg-white/15",
    valid: "ring-1 ring-white/30 hover:ring-white/50 focus:outline-none focus:ring-2 focus:ring-white",
    invalid: "ring-2 ring-rose-200 focus:outline-2 focus:outline-offset-2 focus:outline-white",
    error: "text-rose-100",
    hint: "text-white/75",
    over: "font-semibold text-rose-100",
  },
} as const;

type Props = {
  id: string;
  name: ContactFieldName;
  label: string;
  value: string;
  error?: string;
  tone: ContactTone;
  onChange: (name: ContactFieldName, value: string) => void;
  onBlur: (name: ContactFieldName) => void;
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

/** Label, control, error and hint of one contact-form field, linked for screen readers. */
export function ContactField({ id, name, label, value, error, tone, onChange, onBlur, multiline, type = "text", hint, hintOver, className = "", ...rest }: Props) {
  const s = STYLES[tone];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    // scroll-mt keeps a focused field clear of the sticky header. Ring classes are exclusive: two ring
    // colours in one class list would leave the winner to stylesheet order.
    className: `block w-full scroll-mt-32 rounded-xl border-0 px-4 py-3 text-base shadow-sm ring-inset transition-shadow ${s.control} ${error ? s.invalid : s.valid}`,
    onBlur: () => onBlur(name),
    placeholder: rest.placeholder,
    autoComplete: rest.autoComplete,
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={`mb-1.5 block text-sm font-semibold ${s.label}`}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} className={`${shared.className} min-h-36 resize-y`} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <input {...shared} type={type} inputMode={rest.inputMode} onChange={(e) => onChange(name, e.target.value)} />
      )}
      {/* min-h keeps room for a one-line error, so the form does not jump when one appears. */}
      <div className="mt-1.5 flex min-h-5 items-start justify-between gap-3 text-sm">
        {error ? (
          <p id={errorId} className={`flex items-start gap-1.5 font-medium ${s.error}`}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
              <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
            </svg>
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
