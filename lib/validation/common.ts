import * as yup from "yup";
import { FOCUS_KEYPHRASE_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX } from "@/lib/constants";
import { CONTENT_STATUSES } from "@/lib/content-status";
import { SLUG_MAX, SLUG_PATTERN } from "@/lib/slug";
import "./locale";

export const MSG = {
  required: "Acest câmp este obligatoriu",
  slug: "Slug-ul trebuie să conțină doar litere mici (a-z), cifre și cratime. Nu sunt permise spații, caractere speciale sau litere cu diacritice.",
  metaTitleMax: "Meta titlul nu poate depăși 60 de caractere",
  metaDescriptionMax: "Meta descrierea nu poate depăși 150 de caractere",
  focusKeyphraseMax: "Expresia cheie nu poate depăși 100 de caractere",
  status: "Statusul trebuie să fie draft sau published",
  tooLong: "Valoarea este prea lungă",
  notText: "Valoarea trebuie să fie text",
  staleField: "Data ultimei modificări nu este validă",
  controlChars: "Valoarea conține caractere nepermise",
  publishAt: "Data publicării trebuie să fie o dată ISO 8601 cu fus orar, de exemplu 2026-12-01T09:00:00+02:00.",
  image: "Imaginea trebuie să fie o imagine încărcată pe site (/uploads/…) sau o adresă https://.",
} as const;

const TEXT_MAX = 500;
const HTML_MAX = 500_000;

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1), and lone UTF-16
 * surrogates. Nobody types them into a form; PostgreSQL cannot store NUL nor a surrogate encoded alone
 * (QUALITY R4), so they are refused as input.
 */
export const CONTROL_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for a string holding a character of CONTROL_CHARS; anything that is not a string is left to the type checks. */
export const hasControlChars = (value: unknown): boolean => typeof value === "string" && CONTROL_CHARS.test(value);

/**
 * Adds the control-character rule to a string schema, with the field's own message if it has one.
 * Every text field of every schema goes through this (text(), html(), slugs, images, the contact form).
 */
export function withoutControlChars<S extends yup.Schema>(schema: S, message: string = MSG.controlChars): S {
  return schema.test("control-chars", message, (value: unknown) => !hasControlChars(value)) as S;
}

/**
 * The one e-mail address form the site accepts from visitors: plain local@domain.tld (SPEC 5). The
 * local part is letters, digits and . _ % + - without a dot at either end or two in a row; the domain
 * is labels of letters and digits with inner hyphens, ending in a TLD of two letters or more. Quotes,
 * commas, angle brackets, IP literals and encoded words (=?utf-8?q?...?=) never match, so an address
 * cannot smuggle a second recipient or a display name into an e-mail header. Written without
 * overlapping repetitions: its time grows linearly with the input, however long.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9]+(?:-+[A-Za-z0-9]+)*\.)+[A-Za-z]{2,}$/;

/**
 * Single-line text: line breaks, with the spaces around them, become one space, so a name or a company
 * cannot start a new line in an e-mail header, a CSV row or a log line. Non-strings pass untouched.
 */
export const toOneLine = (value: unknown): unknown => (typeof value === "string" ? value.replace(/\s*[\r\n]+\s*/g, " ") : value);

/** A string schema that trims without throwing on non-strings (those fail the type check instead). */
export const trimmed = () => yup.string().transform((v: unknown) => (typeof v === "string" ? v.trim() : v));

/** Plain text, trimmed, without control characters; null and undefined become "". */
export const text = (max = TEXT_MAX) =>
  withoutControlChars(
    yup
      .string()
      .transform((v: unknown) => (v === null || v === undefined ? "" : typeof v === "string" ? v.trim() : v))
      .typeError(MSG.notText),
  )
    .max(max, MSG.tooLong)
    .defined()
    .default("");

export const html = () => text(HTML_MAX);

/** Editor output counts as blank when it holds no text and no image (e.g. "<p></p>", "&nbsp;"). */
export function hasRichText(value: string | null | undefined): boolean {
  if (!value) return false;
  if (/<img\b/i.test(value)) return true;
  return value.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\s/gi, "").length > 0;
}

/** Rich HTML that must hold real content once the item is published. */
export const richRequiredWhenPublished = () =>
  html().when("status", { is: isPublished, then: (s) => s.test("rich-required", MSG.required, hasRichText) });

export const status = () =>
  yup.string().oneOf(CONTENT_STATUSES, MSG.status).defined().default("draft");

const isPublished = (value: unknown) => value === "published";

/** A field that becomes required (non-blank) only when the item is saved as published. */
export function requiredWhenPublished<S extends yup.StringSchema<string, yup.AnyObject, unknown, yup.Flags>>(
  schema: S,
  message: string = MSG.required,
): S {
  return schema.when("status", { is: isPublished, then: (s) => s.required(message) }) as unknown as S;
}

/** Slug format is checked whenever a slug is given; a blank slug is generated from the title on save. */
export const slug = () => text(SLUG_MAX).matches(SLUG_PATTERN, { message: MSG.slug, excludeEmptyString: true });

export const metaTitle = () => text(META_TITLE_MAX + 1000).max(META_TITLE_MAX, MSG.metaTitleMax);
export const metaDescription = () => text(META_DESCRIPTION_MAX + 1000).max(META_DESCRIPTION_MAX, MSG.metaDescriptionMax);
export const focusKeyphrase = () => text(FOCUS_KEYPHRASE_MAX + 1000).max(FOCUS_KEYPHRASE_MAX, MSG.focusKeyphraseMax);

/** Optimistic locking (QUALITY D1): the updated_at the editor loaded, echoed back on save. */
export const updatedAt = () =>
  yup
    .string()
    .transform((v: unknown) => (v === "" ? undefined : v))
    // The value reaches SQL as a parameter, so a control character (NUL) must not pass as a date.
    .test("iso", MSG.staleField, (v) => v === undefined || (!hasControlChars(v) && !Number.isNaN(Date.parse(v))))
    .optional();

/** A date and time with seconds optional and an explicit offset ("Z" or "+02:00"): never read in the server's zone. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When a published item goes live (scheduled publishing): an ISO 8601 time with its offset; blank or
 * absent means at once. The portal takes it in Romanian time (lib/bucharest-time.ts).
 */
export const publishAt = () =>
  yup
    .string()
    .transform((v: unknown) => (v === "" || v === undefined ? null : v))
    .test("iso-offset", MSG.publishAt, (v) => v === null || v === undefined || (ISO_WITH_OFFSET.test(v) && !Number.isNaN(Date.parse(v))))
    .nullable()
    .default(null);

/**
 * The name the upload endpoints give a stored image: a random UUID and the extension of the type its
 * bytes showed. /uploads serves nothing else, so an image field can point at nothing else there.
 */
export const UPLOAD_FILENAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/;

const UPLOAD_PATH = "/uploads/";
// No quotes, brackets, backslashes or spaces: the value ends up in HTML attributes and srcset lists.
const HTTPS_URL = /^https:\/\/[^\s"'<>()\\]+$/;

/**
 * An image field holds an uploaded image (/uploads/<generated name>) or an absolute https:// URL;
 * anything else (javascript:, data:, a relative or http:// address, a path outside the uploads)
 * would be rendered as an image source or fetched for Open Graph, so it is refused.
 */
export function isImageReference(value: string): boolean {
  if (value.startsWith(UPLOAD_PATH)) return UPLOAD_FILENAME.test(value.slice(UPLOAD_PATH.length));
  if (!HTTPS_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const imageReference = (value: string | null | undefined) => value === null || value === undefined || isImageReference(value);

/** An optional image (blank means none); see isImageReference. */
export const optionalImage = () =>
  withoutControlChars(yup.string().transform((v: unknown) => (v === "" || v === undefined ? null : v)))
    .max(1000, MSG.tooLong)
    .test("image-reference", MSG.image, imageReference)
    .nullable()
    .default(null);

/** A required image (the team's portraits); blank gets the field's own message. */
export const requiredImage = (requiredMessage: string) =>
  text(1000)
    .required(requiredMessage)
    .test("image-reference", MSG.image, (value) => !value || isImageReference(value));
