import type { FormikErrors } from "formik";
import { ValidationError } from "yup";
import type { MarketingQuestion, QuestionPayload } from "@/lib/api/marketing-questions";
import { slugify } from "@/lib/slug";
import { isCompleteAnswer, QUESTION_MSG, questionSchema, type QuestionType } from "@/lib/validation/marketing-question";

/** One answer row of the form. `key` is the row's React key; `valueEdited` stops the value following the label. */
export type AnswerDraft = { key: string; id?: number; value: string; label: string; subtitle: string; valueEdited: boolean };

export type QuestionFormValues = {
  question: string;
  subtitle: string;
  type: QuestionType | "";
  order: string;
  answers: AnswerDraft[];
};

export type AnswerErrors = Partial<Record<"value" | "label" | "subtitle", string>>;
export type QuestionFormErrors = FormikErrors<Omit<QuestionFormValues, "answers">> & { answers?: string | AnswerErrors[] };

let nextKey = 0;
const newKey = () => `answer-${++nextKey}`;

export function emptyAnswer(): AnswerDraft {
  return { key: newKey(), value: "", label: "", subtitle: "", valueEdited: false };
}

export function initialQuestionValues(question?: MarketingQuestion, defaultOrder = 0): QuestionFormValues {
  if (!question) return { question: "", subtitle: "", type: "", order: String(defaultOrder), answers: [emptyAnswer()] };
  return {
    question: question.question,
    subtitle: question.subtitle ?? "",
    type: question.type,
    order: String(question.order),
    // A saved answer's value counts as set by hand: relabelling it must not change the identifier leads refer to.
    answers: question.answers.map((a) => ({
      key: a.id ? `saved-${a.id}` : newKey(),
      id: a.id,
      value: a.value,
      label: a.label,
      subtitle: a.subtitle ?? "",
      valueEdited: true,
    })),
  };
}

/** Typing a label fills the value (slugify) until the value is edited by hand; clearing the value resumes it. */
export function withLabel(answer: AnswerDraft, label: string): AnswerDraft {
  return answer.valueEdited ? { ...answer, label } : { ...answer, label, value: slugify(label) };
}

export function withValue(answer: AnswerDraft, value: string): AnswerDraft {
  return { ...answer, value, valueEdited: value !== "" };
}

export function moveAnswer(list: AnswerDraft[], index: number, offset: -1 | 1): AnswerDraft[] {
  const target = index + offset;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Indexes (in the form) of the answers that will be saved; the rest are dropped on save (SPEC 5). */
export function completeAnswerIndexes(answers: AnswerDraft[]): number[] {
  return answers.flatMap((a, i) => (isCompleteAnswer(a) ? [i] : []));
}

export function toQuestionPayload(values: QuestionFormValues, updatedAt?: string): QuestionPayload {
  const order = values.order.trim();
  return {
    question: values.question.trim(),
    subtitle: values.subtitle.trim(),
    type: values.type as QuestionType,
    order: order === "" ? 0 : Number(order),
    answers: values.answers.filter(isCompleteAnswer).map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      value: a.value.trim(),
      label: a.label.trim(),
      subtitle: a.subtitle.trim(),
    })),
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  };
}

const ANSWER_PATH = /^answers\[(\d+)\]\.(value|label|subtitle)$/;
const TOP_FIELDS = ["question", "subtitle", "type", "order"] as const;

/**
 * Puts error messages keyed by schema path (from yup or from a 422 `errors` map) on the form's fields.
 * The schema and the API only see the complete answers, so their answer indexes are mapped back to
 * the form's rows; a duplicate-value error goes on the repeated value.
 */
export function errorsFromPaths(entries: Array<[string, string]>, answers: AnswerDraft[]): QuestionFormErrors {
  const complete = completeAnswerIndexes(answers);
  const errors: QuestionFormErrors = {};
  const rows: AnswerErrors[] = [];
  let listMessage: string | undefined;
  for (const [path, message] of entries) {
    const top = TOP_FIELDS.find((f) => f === path);
    if (top) {
      errors[top] ??= message;
      continue;
    }
    const match = ANSWER_PATH.exec(path);
    if (match) {
      const row = complete[Number(match[1])];
      if (row === undefined) continue;
      const field = match[2] as keyof AnswerErrors;
      rows[row] = { ...rows[row], [field]: rows[row]?.[field] ?? message };
      continue;
    }
    if (path === "answers") {
      const seen = new Set<string>();
      let placed = false;
      for (const i of complete) {
        const value = answers[i].value.trim();
        if (seen.has(value)) {
          rows[i] = { ...rows[i], value: rows[i]?.value ?? QUESTION_MSG.duplicateValue(value) };
          placed = true;
        }
        seen.add(value);
      }
      if (!placed) listMessage ??= message;
    }
  }
  if (rows.length > 0) errors.answers = Array.from({ length: answers.length }, (_, i) => rows[i] ?? {});
  else if (listMessage) errors.answers = listMessage;
  return errors;
}

/** The shared schema (the API's own), run on what would be sent. */
export async function validateQuestion(values: QuestionFormValues): Promise<QuestionFormErrors> {
  const input = { ...values, answers: values.answers.map(({ id, value, label, subtitle }) => ({ id, value, label, subtitle })) };
  try {
    await questionSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const details = error.inner.length ? error.inner : [error];
    return errorsFromPaths(details.map((e) => [e.path ?? "", e.message]), values.answers);
  }
}
