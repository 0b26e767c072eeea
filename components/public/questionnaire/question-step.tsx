"use client";

import type { Ref } from "react";
import { answerFieldName } from "@/lib/leads/contact-form-model";
import { isChosen, type QuestionnaireAnswers, type QuestionnaireQuestion } from "./questionnaire-state";

type Props = {
  question: QuestionnaireQuestion;
  /** The answers so far: what this step's controls show ticked first. */
  answers: QuestionnaireAnswers;
  /** The question's heading, focused when the step changes so keyboard and screen-reader users follow along. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The heading's id: the questionnaire's permalink, where a step sent without scripts comes back. */
  headingId: string;
  /** The server's refusal of this step ("Alege un răspuns…"), for a form sent without JavaScript. */
  error?: string | null;
};

/**
 * One question as a real radio group or checkbox group inside a fieldset whose legend is the
 * question: arrow keys move between radios, Space ticks a checkbox, and assistive technology announces
 * the question with every answer. The controls belong to the questionnaire's form (their name carries
 * the question's id) and are uncontrolled: a choice made before the page's scripts run stays.
 */
export function QuestionStep({ question, answers, headingRef, headingId, error }: Props) {
  const base = `chestionar-intrebare-${question.id}`;
  const multiple = question.type === "checkbox";
  const describedBy = [question.subtitle ? `${base}-subtitlu` : null, error ? `${base}-eroare` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="w-full p-0">
        <h3
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          // Focused by the address after a step sent without scripts: its refusal is read with it.
          aria-describedby={error ? `${base}-eroare` : undefined}
          className="scroll-mt-52 font-display text-2xl font-extrabold leading-tight tracking-tight text-ink focus:outline-none sm:text-[1.75rem]">
          {question.question}
        </h3>
      </legend>
      {question.subtitle ? (
        <p id={`${base}-subtitlu`} className="mt-2 text-base leading-relaxed text-muted">
          {question.subtitle}
        </p>
      ) : null}
      {error ? (
        <p id={`${base}-eroare`} role="alert" className="mt-3 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {question.answers.map((answer) => {
          const id = `${base}-raspuns-${answer.id}`;
          return (
            <li key={answer.id}>
              <label htmlFor={id} className="question-option">
                <input
                  id={id}
                  type={multiple ? "checkbox" : "radio"}
                  name={answerFieldName(question.id)}
                  value={answer.value}
                  defaultChecked={isChosen(answers, question, answer.value)}
                  // The whole card is the click target; the name is the answer alone, its subtitle the description.
                  aria-labelledby={`${id}-eticheta`}
                  aria-describedby={answer.subtitle ? `${id}-subtitlu` : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-600 focus:outline-none"
                />
                <span className="min-w-0">
                  <span id={`${id}-eticheta`} className="block font-semibold text-ink">
                    {answer.label}
                  </span>
                  {answer.subtitle ? (
                    <span id={`${id}-subtitlu`} className="mt-1 block text-sm leading-snug text-muted">
                      {answer.subtitle}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
