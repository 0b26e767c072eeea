/**
 * Tagged template for readable multi-line HTML in the seed files: line breaks and the indentation
 * around them are dropped, so the stored markup is compact and identical to what the sanitizer
 * (and the TipTap editor) would produce.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ""), "");
  return raw
    .replace(/>\s*\n\s*</g, "><")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

/** One FAQ answer paragraph. */
export const answer = (text: string): string => `<p>${text}</p>`;
