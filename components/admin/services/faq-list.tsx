"use client";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Icon } from "@/components/admin/icons";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { emptyFaq, moveFaq, type FaqDraft, type FaqErrors } from "./service-form-values";

const MAX_FAQS = 100;

type Props = {
  faqs: FaqDraft[];
  /** Formik's errors.faqs: a message for the whole list, or one entry per item. */
  errors?: string | Array<FaqErrors | undefined> | unknown;
  /** Whether an item's messages may show yet (touched or after a submit). */
  showErrors: (index: number, field: keyof FaqErrors) => boolean;
  onChange: (faqs: FaqDraft[]) => void;
  /** Leaving a field the user typed in (a field only tabbed or clicked through does not count). */
  onBlur?: (index: number, field: keyof FaqErrors) => void;
  uploadPath: string;
};

const ICON_BUTTON =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg bg-white ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

/** How long after an add the button is held in place while the new item (its editor) finishes its layout. */
const PIN_MS = 1000;

type Pin = { top: number; until: number };

/** Scrolls the page by however far the add button moved since it was pinned, so it stays under the pointer. */
function holdInPlace(pin: RefObject<Pin | null>, button: RefObject<HTMLElement | null>) {
  const target = pin.current;
  const element = button.current;
  if (!target || !element) return;
  if (performance.now() > target.until) {
    pin.current = null;
    return;
  }
  const shift = element.getBoundingClientRect().top - target.top;
  if (Math.abs(shift) >= 1) window.scrollBy({ top: shift, left: 0, behavior: "instant" });
}

/** The control ids of a FAQ item, shared with the form's focus-first-error mapping. */
export const faqFieldId = (key: string, field: keyof FaqErrors) => `service-${key}-${field}`;

/**
 * The service's FAQ list (SPEC 3 and 5): add, remove, move up or down. Each item has a question and
 * a compact rich-text answer; their messages stay with the item when it moves.
 */
export function FaqList({ faqs, errors, showErrors, onChange, onBlur, uploadPath }: Props) {
  // A new item gets the focus on its question, so typing can start at once. The page scrolls by the
  // new item's height (also as its editor finishes rendering), so "Adaugă întrebare" stays under the
  // pointer: a second quick click adds a second question instead of landing in the first one.
  const added = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const addRow = useRef<HTMLDivElement>(null);
  const pin = useRef<Pin | null>(null);
  useLayoutEffect(() => {
    if (!added.current) return;
    holdInPlace(pin, addRow);
    document.getElementById(faqFieldId(added.current, "question"))?.focus({ preventScroll: true });
    added.current = null;
  }, [faqs]);
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => holdInPlace(pin, addRow));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The fields typed in: a new, untouched item shows no messages until then (or a submit), so that no
  // message appears when the focus leaves it and pushes the button away from the pointer.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const markEdited = (key: string, field: keyof FaqErrors) =>
    setEdited((current) => (current.has(`${key}:${field}`) ? current : new Set(current).add(`${key}:${field}`)));
  const leave = (index: number, field: keyof FaqErrors) => {
    const faq = faqs[index];
    if (faq && edited.has(`${faq.key}:${field}`)) onBlur?.(index, field);
  };
  const [announcement, setAnnouncement] = useState("");
  const move = (index: number, delta: -1 | 1) => {
    onChange(moveFaq(faqs, index, delta));
    setAnnouncement(`Întrebarea ${index + 1} a fost mutată pe poziția ${index + 1 + delta}.`);
  };
  const remove = (index: number) => {
    onChange(faqs.filter((_, i) => i !== index));
    setAnnouncement(`Întrebarea ${index + 1} a fost ștearsă.`);
  };
  const add = () => {
    const faq = emptyFaq();
    added.current = faq.key;
    const top = addRow.current?.getBoundingClientRect().top;
    pin.current = top === undefined ? null : { top, until: performance.now() + PIN_MS };
    onChange([...faqs, faq]);
  };

  const itemErrors = Array.isArray(errors) ? (errors as Array<FaqErrors | undefined>) : [];
  const update = (index: number, patch: Partial<FaqDraft>) => onChange(faqs.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const message = (index: number, field: keyof FaqErrors) => (showErrors(index, field) ? itemErrors[index]?.[field] : undefined);

  return (
    <div ref={root} className="space-y-4">
      {typeof errors === "string" ? (
        <p role="alert" className="text-sm text-red-600">
          {errors}
        </p>
      ) : null}
      {faqs.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-muted">
          Serviciul nu are încă întrebări frecvente. Ele apar pe pagina serviciului, sub conținut.
        </p>
      ) : (
        <ol className="space-y-4" aria-label="Întrebări frecvente">
          {faqs.map((faq, index) => {
            const n = index + 1;
            const questionId = faqFieldId(faq.key, "question");
            const answerId = faqFieldId(faq.key, "answer");
            const questionError = message(index, "question");
            const answerError = message(index, "answer");
            return (
              <li key={faq.key}>
                <div
                  role="group"
                  aria-labelledby={`service-${faq.key}-title`}
                  className={`rounded-xl border bg-slate-50/60 p-4 sm:p-5 ${questionError || answerError ? "border-red-200" : "border-slate-200"}`}
                >
                  <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                    <div className="flex items-center gap-2 text-sm font-semibold text-ink">
                      <span
                        className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-100 px-1.5 text-xs text-brand-700"
                        aria-hidden="true"
                      >
                        {n}
                      </span>
                      <h3 id={`service-${faq.key}-title`}>Întrebarea {n}</h3>
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        onClick={() => move(index, -1)}
                        disabled={index === 0}
                        aria-label={`Mută întrebarea ${n} în sus`}
                        title="Mută în sus"
                      >
                        <Icon name="chevron" className="h-4 w-4 -rotate-90" />
                      </button>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        onClick={() => move(index, 1)}
                        disabled={index === faqs.length - 1}
                        aria-label={`Mută întrebarea ${n} în jos`}
                        title="Mută în jos"
                      >
                        <Icon name="chevron" className="h-4 w-4 rotate-90" />
                      </button>
                      <button
                        type="button"
                        className={`${ICON_BUTTON} text-red-600 hover:bg-red-50`}
                        onClick={() => remove(index)}
                        aria-label={`Șterge întrebarea ${n}`}
                        title="Șterge întrebarea"
                      >
                        <Icon name="trash" className="h-4 w-4" />
                      </button>
                    </div>
                  </div>
                  <div className="space-y-4">
                    <Field id={questionId} label="Întrebare" required error={questionError}>
                      <TextInput
                        id={questionId}
                        value={faq.question}
                        invalid={Boolean(questionError)}
                        onChange={(e) => {
                          markEdited(faq.key, "question");
                          update(index, { question: e.target.value });
                        }}
                        onBlur={() => leave(index, "question")}
                        placeholder="Ex.: Cât durează până apar rezultatele?"
                      />
                    </Field>
                    <div className="space-y-1.5" onBlur={() => leave(index, "answer")}>
                      <label htmlFor={answerId} id={`${answerId}-label`} className="block text-sm font-medium text-ink">
                        Răspuns
                        <span className="ml-0.5 text-red-600" aria-hidden="true">
                          *
                        </span>
                      </label>
                      <RichTextEditor
                        id={answerId}
                        value={faq.answer}
                        onChange={(html) => {
                          markEdited(faq.key, "answer");
                          update(index, { answer: html });
                        }}
                        uploadPath={uploadPath}
                        invalid={Boolean(answerError)}
                        ariaLabel={`Răspuns la întrebarea ${n}`}
                        variant="compact"
                      />
                      {answerError ? (
                        <p id={`${answerId}-error`} role="alert" className="text-sm text-red-600">
                          {answerError}
                        </p>
                      ) : null}
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={addRow}>
        <Button variant="secondary" onClick={add} disabled={faqs.length >= MAX_FAQS}>
          <Icon name="plus" className="h-4 w-4" />
          Adaugă întrebare
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
