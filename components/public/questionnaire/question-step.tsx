"use client";

import type { Ref } from "react";
import { isChosen, type QuestionnaireAnswers, type QuestionnaireQuestion } from "./questionnaire-state";

type Props = {
  question: QuestionnaireQuestion;
  answers: QuestionnaireAnswers;
  onChoose: (value: string) => void;
  /** The question's heading, focused when the step changes so keyboard and screen-reader users follow along. */
  headingRef: Ref<HTMLHeadingElement>;
  /** false: the answers drawn without form controls (see Questionnaire). */
  live?: boolean;
};

/**
 * One question as a real radio group or checkbox group inside a fieldset whose legend is the
 * question: arrow keys move between radios, Space ticks a checkbox, and assistive technology announces
 * the question with every answer. Subtitles (question and answer) are tied in with aria-describedby.
 */
export function QuestionStep({ question, answers, onChoose, headingRef, live = true }: Props) {
  const base = `chestionar-intrebare-${question.id}`;
  const multiple = question.type === "checkbox";
  return (
    <fieldset aria-describedby={question.subtitle ? `${base}-subtitlu` : undefined} className="min-w-0">
      <legend className="w-full p-0">
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-extrabold leading-tight tracking-tight text-ink focus:outline-none sm:text-[1.75rem]">
          {question.question}
        </h3>
      </legend>
      {question.subtitle ? (
        <p id={`${base}-subtitlu`} className="mt-2 text-base leading-relaxed text-muted">
          {question.subtitle}
        </p>
      ) : null}
      {/* Not live: the same cards with a box of the control's size, hidden from screen readers until they are real. */}
      <ul aria-hidden={live ? undefined : true} className="mt-6 grid gap-3 sm:grid-cols-2">
        {question.answers.map((answer) => {
          const id = `${base}-raspuns-${answer.id}`;
          const Option = live ? "label" : "div";
          return (
            <li key={answer.id}>
              <Option htmlFor={live ? id : undefined} className="question-option">
                {live ? (
                  <input
                    id={id}
                    type={multiple ? "checkbox" : "radio"}
                    name={base}
                    value={answer.value}
                    checked={isChosen(answers, question, answer.value)}
                    onChange={() => onChoose(answer.value)}
                    // The whole card is the click target; the name is the answer alone, its subtitle the description.
                    aria-labelledby={`${id}-eticheta`}
                    aria-describedby={answer.subtitle ? `${id}-subtitlu` : undefined}
                    className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-600 focus:outline-none"
                  />
                ) : (
                  <span className={`mt-0.5 h-5 w-5 shrink-0 border-2 border-slate-400 bg-white ${multiple ? "rounded-sm" : "rounded-full"}`} />
                )}
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
              </Option>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

