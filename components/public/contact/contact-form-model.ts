import { ValidationError } from "yup";
import { CONTACT_MESSAGE_MAX } from "@/lib/constants";
import { contactSchema } from "@/lib/validation/contact";

// Pure pieces of the public contact form (no React): the visible fields in screen order, validation
// through the shared schema (SPEC 5, the same one POST /api/contact-submissions uses) and the counter.

export const CONTACT_FIELDS = ["nume", "prenume", "email", "telefon", "website", "mesaj"] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactFieldName, string>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = { nume: "", prenume: "", email: "", telefon: "", website: "", mesaj: "" };

/**
 * What is validated and sent: the phone without the spaces, dots, dashes and brackets people type
 * ("0755 123 456"), which the rule (optional + then 10 to 15 digits) would otherwise refuse.
 */
export function normalizeContactValues(values: ContactValues): ContactValues {
  return { ...values, telefon: values.telefon.replace(/[\s().-]/g, "") };
}

/** Only the fields a person types; selected_package and answers come from props and are checked by the server. */
const visibleSchema = contactSchema.pick([...CONTACT_FIELDS]);

export const isContactField = (name: string): name is ContactFieldName => (CONTACT_FIELDS as readonly string[]).includes(name);

/** The schema's first message for one field, or undefined when it is valid. */
export function validateContactField(name: ContactFieldName, values: ContactValues): string | undefined {
  try {
    visibleSchema.validateSyncAt(name, normalizeContactValues(values));
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Every failing field with its first message (the schema lists "required" before the length rules). */
export function validateContact(values: ContactValues): ContactErrors {
  try {
    visibleSchema.validateSync(normalizeContactValues(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ContactErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const path = issue.path ?? "";
      if (isContactField(path) && !errors[path]) errors[path] = issue.message;
    }
    return errors;
  }
}

export const firstInvalidField = (errors: ContactErrors): ContactFieldName | undefined => CONTACT_FIELDS.find((name) => errors[name]);

/**
 * SPEC 5: a counter that counts down from 255. Romanian puts "de" before the noun from 20 on
 * (255 de caractere, 19 caractere); past the limit it says by how much, next to "Mesaj prea lung".
 */
export function remainingCharactersText(length: number, max: number = CONTACT_MESSAGE_MAX): string {
  const left = max - length;
  if (left < 0) return `${countWord(-left)} peste limită`;
  return left === 1 ? "1 caracter rămas" : `${countWord(left)} rămase`;
}

function countWord(n: number): string {
  if (n === 1) return "1 caracter";
  const rest = n % 100;
  return rest === 0 && n !== 0 ? `${n} de caractere` : rest >= 20 ? `${n} de caractere` : `${n} caractere`;
}
