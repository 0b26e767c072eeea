"use client";

/**
 * The one rich-text editor of the portal (TipTap). Every rich field uses it: content, descriptions,
 * upper/lower page content, plan descriptions and FAQ answers. Value in, HTML out.
 * (Temporary textarea implementation; the TipTap editor keeps exactly these props.)
 */
export type RichTextEditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** Where pasted, dropped and inserted images go, e.g. "/blog/upload". */
  uploadPath: string;
  invalid?: boolean;
  /** Accessible name when there is no visible <label for={id}>. */
  ariaLabel?: string;
  placeholder?: string;
  /** "full" (default) for long content; "compact" for short fields such as FAQ answers. */
  variant?: "full" | "compact";
};

export function RichTextEditor({ id, value, onChange, invalid, ariaLabel, placeholder, variant = "full" }: RichTextEditorProps) {
  return (
    <textarea
      id={id}
      aria-label={ariaLabel}
      aria-invalid={invalid || undefined}
      placeholder={placeholder}
      value={value}
      rows={variant === "compact" ? 4 : 12}
      onChange={(e) => onChange(e.target.value)}
      className="block w-full rounded-lg border-0 px-3 py-2 font-mono text-sm ring-1 ring-inset ring-slate-300"
    />
  );
}
