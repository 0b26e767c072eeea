import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const CONTROL =
  "block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-sm text-ink shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-slate-50";
const INVALID = "ring-red-500 focus:ring-red-600";

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string | false;
  hint?: ReactNode;
  required?: boolean;
  /** Shown at the label's right end (a character counter): outside the label, so the asterisk stays beside the text. */
  aside?: ReactNode;
  children: ReactNode;
};

/** Label, control, hint and the error (linked with aria-describedby by the control helpers below). */
export function Field({ id, label, error, hint, required, aside, children }: FieldProps) {
  const labelElement = (
    <label htmlFor={id} className="block text-sm font-medium text-ink">
      {label}
      {required ? <span className="ml-0.5 text-red-600" aria-hidden="true">*</span> : null}
    </label>
  );
  return (
    <div className="space-y-1.5">
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint ? <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, invalid: boolean, hint: boolean) {
  return [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

export function TextInput({
  id,
  invalid = false,
  hasHint = false,
  className = "",
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; invalid?: boolean; hasHint?: boolean; ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, invalid, hasHint)}
      className={`${CONTROL} ${invalid ? INVALID : ""} ${className}`}
      {...props}
    />
  );
}

export function TextArea({
  id,
  invalid = false,
  hasHint = false,
  className = "",
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; invalid?: boolean; hasHint?: boolean }) {
  return (
    <textarea
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, invalid, hasHint)}
      className={`${CONTROL} ${invalid ? INVALID : ""} ${className}`}
      {...props}
    />
  );
}

export function Select({
  id,
  invalid = false,
  className = "",
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; invalid?: boolean }) {
  return (
    <select
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className={`${CONTROL} ${invalid ? INVALID : ""} ${className}`}
      {...props}
    >
      {children}
    </select>
  );
}

/** Live character counter for limited fields (meta title 60, meta description 150, message 255). */
export function Counter({ value, max, remaining = false }: { value: string; max: number; remaining?: boolean }) {
  const over = value.length > max;
  return (
    <span className={`text-xs ${over ? "font-semibold text-red-600" : "text-muted"}`} aria-live="polite">
      {remaining ? `${max - value.length} caractere rămase` : `${value.length}/${max}`}
    </span>
  );
}
