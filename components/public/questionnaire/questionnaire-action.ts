"use server";

import { FORM_OUTCOME } from "@/lib/form-post";
import { readAnswers } from "@/lib/leads/contact-form-model";
import { isFormPost, redirectToOutcome, sendContactForm } from "@/lib/server/contact-form";
import { loadQuestions } from "./load-questions";
import { MOVE_FIELD, MOVES, QUESTIONNAIRE_MSG, STEP_FIELD, type QuestionnaireFormState } from "./questionnaire-form-state";
import { isAnswered } from "./questionnaire-state";

/**
 * One step of the custom-package questionnaire (SPEC 4), for a form sent before or without
 * JavaScript: Înapoi and Mai departe move between the questions, carrying every answer in the form;
 * Trimite sends the contact step with the answers, and a stored message shows Mulțumim! (sent by the
 * browser itself, after a redirect to the page's thank-you box, so a reload sends nothing).
 */
export async function advanceQuestionnaire(previous: QuestionnaireFormState, form: FormData): Promise<QuestionnaireFormState> {
  if (!(form instanceof FormData)) return previous;
  const questions = await loadQuestions();
  const total = questions.length + 1;
  const answers = readAnswers(form);
  const sentFrom = Number(form.get(STEP_FIELD));
  const step = Number.isInteger(sentFrom) ? Math.min(Math.max(sentFrom, 1), total) : 1;
  const state = { ...previous, step, answers, done: false, stepError: null };

  switch (form.get(MOVE_FIELD)) {
    case MOVES.back:
      return { ...state, step: Math.max(step - 1, 1) };
    case MOVES.next: {
      const question = questions[step - 1];
      if (!question) return state;
      if (!isAnswered(question, answers)) {
        return { ...state, stepError: question.type === "checkbox" ? QUESTIONNAIRE_MSG.answersRequired : QUESTIONNAIRE_MSG.answerRequired };
      }
      return { ...state, step: step + 1 };
    }
    case MOVES.send: {
      if (step !== total) return state;
      const contact = await sendContactForm(form, answers);
      if (contact.status === "sent" && isFormPost(form)) return redirectToOutcome(FORM_OUTCOME.questionnaireSent);
      return contact.status === "sent" ? { ...state, answers: {}, done: true, contact } : { ...state, contact };
    }
    default:
      return state;
  }
}
