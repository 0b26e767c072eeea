import type { PublicQuestionDto } from "@/lib/dto/question";

/**
 * The questionnaire as a small state machine (SPEC 4): step n of (questions + 1), the last step being
 * the contact form; Back is disabled at step 1; "Mai departe" waits for an answer (a non-empty list
 * for a checkbox question); radio replaces the chosen value, checkbox toggles values; after a
 * successful submission the thank-you screen replaces everything. Pure, so it is tested without a DOM.
 */

export type QuestionnaireQuestion = PublicQuestionDto;

/** The lead payload's answers (SPEC 3): question id -> chosen value, or values for a checkbox question. */
export type QuestionnaireAnswers = Record<string, string | string[]>;

export type QuestionnaireState = {
  /** 1-based; total = questions + 1. */
  step: number;
  total: number;
  answers: QuestionnaireAnswers;
  /** The contact form was sent: the thank-you screen shows. */
  done: boolean;
};

export type QuestionnaireAction =
  | { type: "choose"; question: QuestionnaireQuestion; value: string }
  /** The question's answer as the form's controls hold it (they may have been ticked before the scripts ran). */
  | { type: "answer"; question: QuestionnaireQuestion; values: string[] }
  /** The server's answer to a step sent as a form. */
  | { type: "restore"; state: QuestionnaireState }
  | { type: "next"; questions: QuestionnaireQuestion[] }
  | { type: "back" }
  | { type: "submitted" };

export function initialQuestionnaireState(questionCount: number): QuestionnaireState {
  return { step: 1, total: questionCount + 1, answers: {}, done: false };
}

/** The question shown at this step, or null on the contact step. */
export function currentQuestion(state: QuestionnaireState, questions: QuestionnaireQuestion[]): QuestionnaireQuestion | null {
  return state.step <= questions.length ? questions[state.step - 1] : null;
}

export const isContactStep = (state: QuestionnaireState) => state.step === state.total;

export function isAnswered(question: QuestionnaireQuestion, answers: QuestionnaireAnswers): boolean {
  const chosen = answers[String(question.id)];
  return Array.isArray(chosen) ? chosen.length > 0 : typeof chosen === "string" && chosen !== "";
}

export const canGoBack = (state: QuestionnaireState) => !state.done && state.step > 1;

export function canGoNext(state: QuestionnaireState, questions: QuestionnaireQuestion[]): boolean {
  const question = currentQuestion(state, questions);
  return !state.done && question !== null && isAnswered(question, state.answers);
}

/** Share of the way done, step / total (SPEC 4): 1 of 7 shows 14 %, the contact form 100 %. */
export const progress = (state: QuestionnaireState) => state.step / state.total;

/** Whether a value is currently chosen, for the inputs' checked state. */
export function isChosen(answers: QuestionnaireAnswers, question: QuestionnaireQuestion, value: string): boolean {
  const chosen = answers[String(question.id)];
  return Array.isArray(chosen) ? chosen.includes(value) : chosen === value;
}

/**
 * Radio: the value replaces the previous one. Checkbox: the value is added or removed, and the list
 * keeps the question's own answer order so the inbox reads the same way as the questionnaire. An
 * emptied list is removed from the map: nothing chosen is not an answer.
 */
export function chooseAnswer(answers: QuestionnaireAnswers, question: QuestionnaireQuestion, value: string): QuestionnaireAnswers {
  const key = String(question.id);
  if (question.type !== "checkbox") return { ...answers, [key]: value };
  const before = answers[key];
  const current = Array.isArray(before) ? before : [];
  const toggled = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const order = question.answers.map((a) => a.value);
  const sorted = [...toggled].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const { [key]: _removed, ...rest } = answers;
  return sorted.length ? { ...rest, [key]: sorted } : rest;
}

/** The question's answer replaced by these values, in the question's own order; none removes it. */
export function setAnswer(answers: QuestionnaireAnswers, question: QuestionnaireQuestion, values: string[]): QuestionnaireAnswers {
  const key = String(question.id);
  const known = question.answers.map((a) => a.value).filter((value) => values.includes(value));
  const { [key]: _removed, ...rest } = answers;
  if (known.length === 0) return rest;
  return { ...rest, [key]: question.type === "checkbox" ? known : known[0] };
}

export function questionnaireReducer(state: QuestionnaireState, action: QuestionnaireAction): QuestionnaireState {
  if (action.type === "restore") return action.state;
  if (state.done) return state;
  switch (action.type) {
    case "choose":
      return { ...state, answers: chooseAnswer(state.answers, action.question, action.value) };
    case "answer":
      return { ...state, answers: setAnswer(state.answers, action.question, action.values) };
    case "next":
      return canGoNext(state, action.questions) ? { ...state, step: state.step + 1 } : state;
    case "back":
      return canGoBack(state) ? { ...state, step: state.step - 1 } : state;
    case "submitted":
      return { ...state, done: true };
  }
}
