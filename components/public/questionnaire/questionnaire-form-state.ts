import { INITIAL_CONTACT_STATE, type ContactFormState } from "@/lib/leads/contact-form-state";
import type { QuestionnaireAnswers } from "./questionnaire-state";

/** The questionnaire section's id (the Tarife hero's anchor, SPEC 2.1). */
export const QUESTIONNAIRE_ANCHOR = "contact_pachet_personalizat";

/**
 * The id of the step's heading, the form's permalink: a step sent before the page's scripts ran comes
 * back scrolled to its card, the heading focused (with the step's error, if any, right below it).
 */
export const QUESTIONNAIRE_STEP_ANCHOR = "chestionar-pas";

/** The step form's fields: the step it was sent from and which button sent it. */
export const STEP_FIELD = "pas";
export const MOVE_FIELD = "directie";
export const MOVES = { back: "inapoi", next: "inainte", send: "trimite" } as const;

export const QUESTIONNAIRE_MSG = {
  answerRequired: "Alege un răspuns pentru a merge mai departe.",
  answersRequired: "Alege cel puțin un răspuns pentru a merge mai departe.",
} as const;

/**
 * What the questionnaire's Server Action answers (each step is a form the server can answer, so it
 * works without JavaScript): the step to show, the answers so far, a step's refusal, the contact step's
 * own state, and whether it was sent (Mulțumim!). With JavaScript the steps move in the page and only
 * the last one is sent.
 */
export type QuestionnaireFormState = {
  step: number;
  answers: QuestionnaireAnswers;
  done: boolean;
  stepError: string | null;
  contact: ContactFormState;
};

export const INITIAL_QUESTIONNAIRE_STATE: QuestionnaireFormState = { step: 1, answers: {}, done: false, stepError: null, contact: INITIAL_CONTACT_STATE };
