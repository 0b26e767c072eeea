import * as yup from "yup";
import { CONTACT_MESSAGE_MAX } from "@/lib/constants";
import {
  CONTACT_MESSAGE_MIN,
  CONTACT_MSG,
  CONTACT_TEXT_MAX,
  CONTACT_TEXT_MIN,
  HONEYPOT_FIELD,
  type AnswerChoice,
  type AnswersMap,
} from "./contact-messages";
import { EMAIL_PATTERN, hasControlChars, toOneLine, withoutControlChars } from "./common";
import "./locale";

export * from "./contact-messages";

const PHONE = /^\+?\d{10,15}$/;

const ANSWERS_MAX_QUESTIONS = 50;
const ANSWERS_MAX_VALUES = 50;
const ANSWER_VALUE_MAX = 200;

/** A string of one line (line breaks become one space, lib/validation/common.ts), then trimmed. */
const oneLine = () => yup.string().transform(toOneLine);

/**
 * Trimmed text; a non-string (number, object) is reported with the field's "required" wording instead
 * of a crash, and a control character (NUL...) with the field's own message, before any other rule.
 * Every field is one line but the message.
 */
const field = (
  required: string,
  min: string,
  max: string,
  chars: string,
  minLen = CONTACT_TEXT_MIN,
  maxLen = CONTACT_TEXT_MAX,
  base: () => yup.StringSchema = oneLine,
) => withoutControlChars(base().typeError(required).trim(), chars).required(required).min(minLen, min).max(maxLen, max);

const isValue = (x: unknown): x is string => typeof x === "string" && x.length <= ANSWER_VALUE_MAX && !hasControlChars(x);

const isChoice = (v: unknown): v is AnswerChoice =>
  isValue(v) || (Array.isArray(v) && v.length <= ANSWERS_MAX_VALUES && v.every(isValue));

/**
 * Questionnaire answers: question id -> chosen value, or a list of values for a checkbox question.
 * Numbers are accepted as their string form; whether the ids and values exist is checked on the server.
 */
const answers = () =>
  yup
    .mixed<AnswersMap>()
    .transform((value: unknown) => {
      if (value === null || value === undefined) return {};
      if (typeof value !== "object" || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        out[k] = typeof v === "number" ? String(v) : Array.isArray(v) ? v.map((x) => (typeof x === "number" ? String(x) : x)) : v;
      }
      return out;
    })
    .test("answers", CONTACT_MSG.answersInvalid, (value: unknown) => {
      if (value === undefined) return true;
      if (!value || typeof value !== "object" || Array.isArray(value)) return false;
      const entries = Object.entries(value);
      return entries.length <= ANSWERS_MAX_QUESTIONS && entries.every(([, v]) => isChoice(v));
    })
    .default({});

/** Public contact form (also the questionnaire's last step), SPEC 5: the one schema of the form and POST /contact-submissions. */
export const contactSchema = yup.object({
  nume: field(CONTACT_MSG.numeRequired, CONTACT_MSG.numeMin, CONTACT_MSG.numeMax, CONTACT_MSG.numeChars),
  prenume: field(CONTACT_MSG.prenumeRequired, CONTACT_MSG.prenumeMin, CONTACT_MSG.prenumeMax, CONTACT_MSG.prenumeChars),
  email: field(CONTACT_MSG.emailRequired, CONTACT_MSG.emailMin, CONTACT_MSG.emailMax, CONTACT_MSG.emailChars).matches(EMAIL_PATTERN, {
    message: CONTACT_MSG.emailInvalid,
    excludeEmptyString: true,
  }),
  telefon: withoutControlChars(oneLine().typeError(CONTACT_MSG.telefonRequired).trim(), CONTACT_MSG.telefonChars)
    .required(CONTACT_MSG.telefonRequired)
    .matches(PHONE, { message: CONTACT_MSG.telefonInvalid, excludeEmptyString: true }),
  website: field(CONTACT_MSG.websiteRequired, CONTACT_MSG.websiteMin, CONTACT_MSG.websiteMax, CONTACT_MSG.websiteChars),
  mesaj: field(
    CONTACT_MSG.mesajRequired,
    CONTACT_MSG.mesajMin,
    CONTACT_MSG.mesajMax,
    CONTACT_MSG.mesajChars,
    CONTACT_MESSAGE_MIN,
    CONTACT_MESSAGE_MAX,
    () => yup.string(),
  ),
  selected_package: withoutControlChars(
    yup
      .string()
      .typeError(CONTACT_MSG.packageMax)
      .transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? (toOneLine(v) as string).trim() : v)),
    CONTACT_MSG.packageChars,
  )
    .max(200, CONTACT_MSG.packageMax)
    .nullable()
    .default(null),
  answers: answers(),
  // Part of the form so Formik renders it (hidden); never stored. See isHoneypotFilled.
  [HONEYPOT_FIELD]: yup.string().optional(),
});

export type ContactInput = yup.InferType<typeof contactSchema>;

/** Checked on the raw body, before validation: a bot that fills it gets a quiet success whatever else it sent. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
