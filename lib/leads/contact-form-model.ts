import { CONTACT_MESSAGE_MAX } from "@/lib/constants";

// Pure pieces of the public contact form (no React, no yup): the visible fields in screen order,
// the phone clean-up and the counter. The validation itself is in components/public/contact/contact-validation.ts.

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

export const isContactField = (name: string): name is ContactFieldName => (CONTACT_FIELDS as readonly string[]).includes(name);

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

/** The questionnaire's answers travel as form fields named "raspuns-{question id}", one per chosen value. */
export const ANSWER_FIELD_PREFIX = "raspuns-";
export const answerFieldName = (questionId: number | string) => `${ANSWER_FIELD_PREFIX}${questionId}`;
/** The package chosen on /tarife rides along as a hidden field. */
export const PACKAGE_FIELD = "selected_package";

/** Question id -> chosen value, or values when more than one was chosen (the lead payload's shape). */
export function readAnswers(form: FormData): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (!key.startsWith(ANSWER_FIELD_PREFIX)) continue;
    const values = form.getAll(key).filter((v): v is string => typeof v === "string" && v !== "");
    if (values.length) answers[key.slice(ANSWER_FIELD_PREFIX.length)] = values.length === 1 ? values[0] : values;
  }
  return answers;
}

/** What a visitor typed into the visible fields, as text (a file or a missing field reads as ""). */
export function readContactValues(form: FormData): ContactValues {
  const text = (name: ContactFieldName) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { nume: text("nume"), prenume: text("prenume"), email: text("email"), telefon: text("telefon"), website: text("website"), mesaj: text("mesaj") };
}
