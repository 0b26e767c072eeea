"use client";

import { useEffect, useReducer, useRef } from "react";
import { ContactForm } from "@/components/public/contact/contact-form";
import { useNearViewport } from "@/components/public/use-near-viewport";
import { QuestionStep } from "./question-step";
import {
  canGoBack,
  canGoNext,
  currentQuestion,
  initialQuestionnaireState,
  progress,
  questionnaireReducer,
  type QuestionnaireQuestion,
} from "./questionnaire-state";
import { ThankYou } from "./thank-you";

/** SPEC 8: a failed questionnaire submission is only logged; the visitor sees no message. */
const logSubmitError = (error: unknown) => console.error("[chestionar] Trimiterea chestionarului a eșuat", error);

/**
 * The custom-package questionnaire (SPEC 4): one question per step, then the contact form with the
 * button "Trimite", which sends the answers map along; on success the thank-you screen "Mulțumim!".
 * Its first step is drawn without form controls until the card comes within a screen of the
 * viewport, for the reason ContactForm's fieldsNearViewport gives (the card is below-the-fold).
 */
export function Questionnaire({ questions }: { questions: QuestionnaireQuestion[] }) {
  const [state, dispatch] = useReducer(questionnaireReducer, questions.length, initialQuestionnaireState);
  const question = currentQuestion(state, questions);
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const [nearRef, near] = useNearViewport<HTMLDivElement>("100%");

  // Move focus to the new step's heading (never on the first render, which would steal the page's
  // focus), and bring the card's top back into view when a long step left it above the screen.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    const card = cardRef.current;
    if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView({ block: "start" });
  }, [state.step, state.done]);

  const percent = Math.round(progress(state) * 100);

  return (
    <div ref={cardRef} className="scroll-mt-28 overflow-hidden rounded-[2rem] bg-surface shadow-[0_40px_90px_-40px_rgba(30,27,75,0.45)] ring-1 ring-brand-900/10">
      {state.done ? (
        <ThankYou headingRef={headingRef} />
      ) : (
        <>
          <div className="border-b border-brand-900/10 bg-white px-6 py-5 sm:px-8">
            <div className="flex items-center justify-between gap-4 text-sm font-semibold">
              <p className="text-brand-700">
                Pasul {state.step} din {state.total}
              </p>
              <p aria-hidden="true" className="tabular-nums text-muted">
                {percent}%
              </p>
            </div>
            <div
              role="progressbar"
              aria-label="Progres chestionar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`Pasul ${state.step} din ${state.total}`}
              className="mt-3 h-2 overflow-hidden rounded-full bg-brand-100"
            >
              <div
                className="h-full rounded-full bg-linear-to-r from-brand-600 to-accent-500 transition-[width] duration-500 ease-out motion-reduce:transition-none"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>

          <div ref={nearRef} className="px-6 py-8 sm:px-8 sm:py-10">
            {question ? (
              <QuestionStep
                key={question.id}
                question={question}
                answers={state.answers}
                onChoose={(value) => dispatch({ type: "choose", question, value })}
                headingRef={headingRef}
                live={near}
              />
            ) : (
              <div>
                <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-extrabold leading-tight tracking-tight text-ink focus:outline-none sm:text-[1.75rem]">
                  Datele tale de contact
                </h3>
                <p className="mt-2 text-base leading-relaxed text-muted">
                  Lasă-ne datele tale și îți trimitem o propunere de pachet construită pe răspunsurile tale.
                </p>
                <div className="mt-6">
                  <ContactForm
                    idPrefix="chestionar"
                    submitLabel="Trimite"
                    selectedPackage={null}
                    answers={state.answers}
                    onSuccess={() => dispatch({ type: "submitted" })}
                    onError={logSubmitError}
                  />
                </div>
              </div>
            )}
          </div>

          <div className="flex items-center justify-between gap-3 border-t border-brand-900/10 bg-white px-6 py-4 sm:px-8">
            <button
              type="button"
              onClick={() => dispatch({ type: "back" })}
              disabled={!canGoBack(state)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-ink ring-1 ring-inset ring-brand-900/15 transition hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent motion-reduce:transition-none"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="h-4 w-4">
                <path d="M16 10H4M9 5l-5 5 5 5" />
              </svg>
              Înapoi
            </button>
            {question ? (
              <button
                type="button"
                onClick={() => dispatch({ type: "next", questions })}
                disabled={!canGoNext(state, questions)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none disabled:hover:bg-slate-300 motion-reduce:transition-none"
              >
                Mai departe
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="h-4 w-4">
                  <path d="M4 10h12M11 5l5 5-5 5" />
                </svg>
              </button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
