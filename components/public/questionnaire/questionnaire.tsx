"use client";

import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { advanceQuestionnaire } from "./questionnaire-action";
import { ContactFields, errorSummaryId, showsErrorSummary } from "@/components/public/contact/contact-fields";
import { answerFieldName, readAnswers } from "@/lib/leads/contact-form-model";
import { pushContactSuccessEvent } from "@/components/public/contact/contact-success-event";
import { useContactChecks } from "@/components/public/contact/use-contact-checks";
import { useFormAction } from "@/components/public/contact/use-form-action";
import { unreachableContactState } from "@/lib/leads/contact-form-state";
import { useAddressOutcome } from "@/components/public/contact/form-outcome";
import { FORM_OUTCOME } from "@/lib/form-post";
import { QuestionStep } from "./question-step";
import { INITIAL_QUESTIONNAIRE_STATE, MOVE_FIELD, MOVES, QUESTIONNAIRE_STEP_ANCHOR, STEP_FIELD, type QuestionnaireFormState } from "./questionnaire-form-state";
import {
  canGoBack,
  canGoNext,
  currentQuestion,
  progress,
  questionnaireReducer,
  type QuestionnaireQuestion,
  type QuestionnaireState,
} from "./questionnaire-state";
import { ThankYou } from "./thank-you";
import { Icon } from "@/components/public/icons/icon";

const subscribeNothing = () => () => undefined;
/** False while the server renders and while React hydrates; true once the page's scripts run it. */
const useScriptsRunning = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

const fromServer = (server: QuestionnaireFormState, questionCount: number): QuestionnaireState => ({
  step: server.step,
  total: questionCount + 1,
  answers: server.answers,
  done: server.done,
});

/** The thank-you box a redirect opens (the browser's own post of the last step). */
const ADDRESS_OUTCOMES = [FORM_OUTCOME.questionnaireSent] as const;
const CONTACT_PREFIX = "chestionar";

const NAV_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none";

/**
 * The custom-package questionnaire (SPEC 4): one question per step, then the contact form with the
 * button "Trimite", which sends the answers along; on success the thank-you screen "Mulțumim!".
 *
 * Every step is a form its Server Action can answer (the answers so far travel in hidden fields), so
 * it works before and without JavaScript: each answer opens at the step's heading, and a stored
 * message is redirected to the thank-you box (#chestionar-trimis), so a reload sends nothing. With
 * JavaScript the steps move in the page, "Mai departe" waits for an answer and only the contact step
 * goes to the server.
 */
export function Questionnaire({ questions }: { questions: QuestionnaireQuestion[] }) {
  const {
    state: server,
    formAction,
    pending,
    send,
  } = useFormAction(advanceQuestionnaire, INITIAL_QUESTIONNAIRE_STATE, `#${QUESTIONNAIRE_STEP_ANCHOR}`, (previous, form) => ({
    ...previous,
    contact: unreachableContactState(previous.contact, form),
  }));
  const [state, dispatch] = useReducer(questionnaireReducer, fromServer(server, questions.length));
  const [shown, setShown] = useState(server);
  if (shown !== server) {
    setShown(server);
    dispatch({ type: "restore", state: fromServer(server, questions.length) });
  }
  const running = useScriptsRunning();
  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const checks = useContactChecks(server.contact, formRef);
  const question = currentQuestion(state, questions);

  // Answers ticked before the scripts ran are in the form already.
  const syncAnswer = useCallback(() => {
    if (question && formRef.current) {
      const chosen = readAnswers(new FormData(formRef.current))[String(question.id)];
      dispatch({ type: "answer", question, values: chosen === undefined ? [] : ([] as string[]).concat(chosen) });
    }
  }, [question]);
  useEffect(syncAnswer, [syncAnswer]);

  // Focus the new step's heading (never on the first render, which would steal the page's focus), and
  // bring the card's top back into view when a long step left it above the screen.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    (state.done ? thanksRef : headingRef).current?.focus({ preventScroll: true });
    const card = cardRef.current;
    if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView({ block: "start" });
  }, [state.step, state.done]);

  useEffect(() => {
    if (server.contact.receipt) pushContactSuccessEvent();
  }, [server.contact.receipt]);
  // Sent by the browser itself, the message was stored before this page loaded at #chestionar-trimis.
  const fromAddress = useAddressOutcome(ADDRESS_OUTCOMES);
  useEffect(() => {
    if (!fromAddress) return;
    dispatch({ type: "submitted" });
    pushContactSuccessEvent();
  }, [fromAddress]);
  useEffect(() => {
    // SPEC 8: a failed questionnaire submission is only logged; the visitor sees no message.
    if (server.contact.failure) console.error("[chestionar] Trimiterea chestionarului a eșuat:", server.contact.failure);
  }, [server.contact]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const move = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (move === MOVES.back || move === MOVES.next) {
      event.preventDefault();
      dispatch(move === MOVES.back ? { type: "back" } : { type: "next", questions });
      return;
    }
    checks.submit(event, send);
  };

  const percent = Math.round(progress(state) * 100);
  const carried = Object.entries(state.answers).filter(([id]) => id !== String(question?.id));

  return (
    <div ref={cardRef} className="scroll-mt-28 overflow-hidden rounded-[2rem] bg-surface shadow-[0_40px_90px_-40px_rgba(30,27,75,0.45)] ring-1 ring-brand-900/10">
      <ThankYou id={FORM_OUTCOME.questionnaireSent} headingRef={thanksRef} shown={state.done} />
      {state.done ? null : (
        <form
          ref={formRef}
          action={formAction}
          noValidate
          aria-label="Chestionar pachet personalizat"
          onSubmit={onSubmit}
          onChange={syncAnswer}
          onInput={checks.onInput}
          onBlur={checks.onBlur}
          onFocus={checks.onFocus}
          className="relative"
        >
          <input type="hidden" name={STEP_FIELD} value={state.step} />
          {carried.flatMap(([id, chosen]) =>
            ([] as string[]).concat(chosen).map((value) => <input key={`${id}-${value}`} type="hidden" name={answerFieldName(id)} value={value} />),
          )}
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

          <div className="px-6 py-8 sm:px-8 sm:py-10">
            {question ? (
              <QuestionStep
                key={question.id}
                question={question}
                answers={state.answers}
                headingRef={headingRef}
                headingId={QUESTIONNAIRE_STEP_ANCHOR}
                error={server.step === state.step ? server.stepError : null}
              />
            ) : (
              <div>
                <h3
                  ref={headingRef}
                  id={QUESTIONNAIRE_STEP_ANCHOR}
                  tabIndex={-1}
                  aria-describedby={showsErrorSummary(server.contact, false) ? errorSummaryId(CONTACT_PREFIX) : undefined}
                  className="scroll-mt-52 font-display text-2xl font-extrabold leading-tight tracking-tight text-ink focus:outline-none sm:text-[1.75rem]"
                >
                  Datele tale de contact
                </h3>
                <p className="mt-2 text-base leading-relaxed text-muted">
                  Lasă-ne datele tale și îți trimitem o propunere de pachet construită pe răspunsurile tale.
                </p>
                <div className="mt-6">
                  <ContactFields
                    idPrefix={CONTACT_PREFIX}
                    tone="light"
                    state={server.contact}
                    errors={checks.errors}
                    messageLength={checks.messageLength}
                    pending={pending}
                    submitLabel="Trimite"
                    submitName={MOVE_FIELD}
                    submitValue={MOVES.send}
                    showFailure={false}
                  />
                </div>
              </div>
            )}
          </div>

          {/* "Mai departe" comes first in the form, so Enter in a step moves on; the row shows it on the right. */}
          <div className="flex flex-row-reverse items-center justify-between gap-3 border-t border-brand-900/10 bg-white px-6 py-4 sm:px-8">
            {question ? (
              <button
                type="submit"
                name={MOVE_FIELD}
                value={MOVES.next}
                // Without scripts the server checks the answer; with them the button waits for one (SPEC 4).
                disabled={running && !canGoNext(state, questions)}
                className={`${NAV_BUTTON} bg-brand-600 px-6 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none disabled:hover:bg-slate-300`}
              >
                Mai departe
                <Icon name="next" className="h-4 w-4" />
              </button>
            ) : (
              <span />
            )}
            <button
              type="submit"
              name={MOVE_FIELD}
              value={MOVES.back}
              formNoValidate
              disabled={!canGoBack(state)}
              className={`${NAV_BUTTON} text-ink ring-1 ring-inset ring-brand-900/15 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent`}
            >
              <Icon name="back" className="h-4 w-4" />
              Înapoi
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
