"use client";
import type { ReactNode } from "react";
import { RichTextEditor } from "@/components/editor/rich-text-editor";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  uploadPath: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  variant?: "full" | "compact";
};

/** A labelled rich-text field: the label, the portal's one editor, a hint and the field's error. */
export function RichContentField({ id, label, value, onChange, uploadPath, error, hint, required, variant }: Props) {
  return (
    <div className="space-y-1.5">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? <span className="ml-0.5 text-red-600" aria-hidden="true">*</span> : null}
      </label>
      {hint ? <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p> : null}
      <RichTextEditor id={id} value={value} onChange={onChange} uploadPath={uploadPath} invalid={Boolean(error)} variant={variant} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
