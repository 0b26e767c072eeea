/**
 * Pure helpers for the editor's HTML output.
 *
 * Images still uploading (blob: previews) and inline data: images never leave the editor: the value
 * handed to the form drops them (the uploaded URL replaces a preview when its upload finishes).
 */
const PENDING_IMG = /<img\b[^>]*\bsrc="(?:blob:|data:)[^"]*"[^>]*>/gi;

export function stripPendingImages(html: string): string {
  return html.replace(PENDING_IMG, "");
}

/** Whether a src points at local bytes (not a stored upload). */
export function isPendingSrc(src: unknown): boolean {
  return typeof src === "string" && /^(?:blob:|data:)/i.test(src.trim());
}

/** The editor's empty document serializes as <p></p>; the form stores "" for it. */
export function isEmptyEditorHtml(html: string): boolean {
  return html.replace(/<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, "").trim() === "";
}

/** The editor keeps an empty paragraph after a last heading, table or image; the value does not. */
export function trimTrailingEmptyParagraphs(html: string): string {
  return html.replace(/(?:<p>(?:<br\s*\/?>)?<\/p>)+$/i, "");
}
