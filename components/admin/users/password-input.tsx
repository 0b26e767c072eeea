"use client";
import { useState, type InputHTMLAttributes } from "react";
import { TextInput } from "@/components/ui/field";
import { Icon } from "@/components/admin/icons";

/** A password field with a show/hide toggle (the same control as the sign-in screen). */
export function PasswordInput({
  id,
  invalid,
  hasHint,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; invalid?: boolean; hasHint?: boolean }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput id={id} type={visible ? "text" : "password"} invalid={invalid} hasHint={hasHint} className="pr-11" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={visible ? "Ascunde parola" : "Arată parola"}
        aria-pressed={visible}
        aria-controls={id}
      >
        <Icon name={visible ? "eyeOff" : "eye"} />
      </button>
    </div>
  );
}
