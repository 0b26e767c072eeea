import * as yup from "yup";
import { MSG, text, updatedAt } from "./common";

export const QUESTION_TYPES = ["radio", "checkbox"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_MSG = {
  type: "Tipul trebuie să fie radio sau checkbox",
  order: "Ordinea trebuie să fie un număr întreg",
  answers: "Răspunsurile trebuie trimise ca listă",
  answerId: "Identificatorul răspunsului nu este valid",
  duplicateValue: (value: string) =>
    `Valorile răspunsurilor trebuie să fie unice în cadrul unei întrebări: valoarea „${value}” apare de mai multe ori.`,
  questionNotFound: "Întrebarea nu a fost găsită.",
  answerNotFound: "Răspunsul nu a fost găsit.",
  questionDeleted: "Întrebarea a fost ștearsă.",
  answerDeleted: "Răspunsul a fost șters.",
  listError: "Nu s-au putut încărca întrebările de marketing",
  deleteError: "Nu s-a putut șterge întrebarea",
  loadError: "Eroare la încărcarea întrebării",
  saveError: "Eroare la salvare",
  answerDeleteError: "Nu s-a putut șterge răspunsul",
} as const;

const INT4_MAX = 2_147_483_647;
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const isFilled = (v: unknown) => (typeof v === "string" && v.trim() !== "") || typeof v === "number";

/** An answer needs both a label and a value; anything less is dropped on save, not reported (SPEC 5). */
export function isCompleteAnswer(answer: unknown): boolean {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return false;
  const a = answer as Record<string, unknown>;
  return isFilled(a.value) && isFilled(a.label);
}

const answerSchema = yup.object({
  // Present for an answer that already exists (updated in place); absent for a new one.
  id: yup
    .number()
    .transform((value: unknown, original: unknown) => blankToUndefined(original) === undefined ? undefined : value)
    .typeError(QUESTION_MSG.answerId)
    .integer(QUESTION_MSG.answerId)
    .min(1, QUESTION_MSG.answerId)
    .max(INT4_MAX, QUESTION_MSG.answerId)
    .optional(),
  value: text(200).required(MSG.required),
  label: text(500).required(MSG.required),
  subtitle: text(500),
});

export type AnswerInput = yup.InferType<typeof answerSchema>;

const answers = () =>
  yup
    .array(answerSchema)
    .transform((value: unknown, original: unknown) => {
      if (original === null || original === undefined) return [];
      return Array.isArray(value) ? value.filter(isCompleteAnswer) : value;
    })
    .typeError(QUESTION_MSG.answers)
    .max(100, "Sunt permise cel mult 100 de răspunsuri")
    .defined()
    .default([])
    // The questionnaire sends the chosen values as identifiers, so two answers may not share one.
    .test("unique-values", function uniqueValues(list) {
      const seen = new Set<string>();
      for (const answer of list ?? []) {
        if (seen.has(answer.value)) return this.createError({ message: QUESTION_MSG.duplicateValue(answer.value) });
        seen.add(answer.value);
      }
      return true;
    });

/** One schema for the question form and the admin API. */
export const questionSchema = yup.object({
  question: text(500).required(MSG.required),
  type: yup
    .string()
    .transform((v: unknown) => (typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v)))
    .typeError(QUESTION_MSG.type)
    .required(MSG.required)
    .oneOf(QUESTION_TYPES, QUESTION_MSG.type),
  order: yup
    .number()
    .transform((value: unknown, original: unknown) => (blankToUndefined(original) === undefined ? undefined : value))
    .typeError(QUESTION_MSG.order)
    .integer(QUESTION_MSG.order)
    .min(-INT4_MAX, QUESTION_MSG.order)
    .max(INT4_MAX, QUESTION_MSG.order)
    .defined()
    .default(0),
  subtitle: text(500),
  answers: answers(),
  updated_at: updatedAt(),
});

export type QuestionInput = yup.InferType<typeof questionSchema>;
