"use client";
import { useState } from "react";
import { Icon } from "@/components/admin/icons";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { Badge } from "@/components/ui/states";
import { isCompleteAnswer } from "@/lib/validation/marketing-question";
import { emptyAnswer, moveAnswer, withLabel, withValue, type AnswerDraft, type AnswerErrors } from "./question-form-model";

const MAX_ANSWERS = 100;

type Props = {
  answers: AnswerDraft[];
  errors?: string | AnswerErrors[];
  onChange: (answers: AnswerDraft[]) => void;
  /**
   * Removes a saved answer on the server (after the confirmation); resolves true when it is gone.
   * A new, unsaved answer is only taken out of the list.
   */
  onDeleteSaved: (answer: AnswerDraft) => Promise<boolean>;
};

const ICON_BUTTON =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg ring-1 ring-inset ring-slate-300 bg-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

/** The editable list of answers: add, remove, reorder; the value follows the label until edited. */
export function AnswersEditor({ answers, errors, onChange, onDeleteSaved }: Props) {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const rowErrors = Array.isArray(errors) ? errors : [];
  const update = (index: number, next: AnswerDraft) => onChange(answers.map((a, i) => (i === index ? next : a)));

  async function remove(index: number) {
    const answer = answers[index];
    if (answer.id) {
      setBusyKey(answer.key);
      const gone = await onDeleteSaved(answer);
      setBusyKey(null);
      if (!gone) return;
    }
    onChange(answers.filter((a) => a.key !== answer.key));
  }

  return (
    <div className="space-y-4">
      {typeof errors === "string" ? (
        <p role="alert" className="text-sm text-red-600">
          {errors}
        </p>
      ) : null}
      {answers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-muted">
          Întrebarea nu are încă răspunsuri. Adăugați cel puțin unul ca să apară în chestionar.
        </p>
      ) : (
        <ol className="space-y-4">
          {answers.map((answer, index) => {
            const n = index + 1;
            const id = `answer-${answer.key}`;
            const error = rowErrors[index] ?? {};
            const started = Boolean(answer.label.trim() || answer.value.trim() || answer.subtitle.trim());
            return (
              <li key={answer.key}>
                <div role="group" aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
                  <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                    <div className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                      <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-100 px-1.5 text-xs text-brand-700" aria-hidden="true">
                        {n}
                      </span>
                      <h3 id={`${id}-title`}>Răspunsul {n}</h3>
                      {answer.id ? null : <Badge tone="blue">Nou</Badge>}
                      {!isCompleteAnswer(answer) ? (
                        <Badge tone="amber">{started ? "Incomplet: nu se va salva" : "Gol: nu se va salva"}</Badge>
                      ) : null}
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        onClick={() => onChange(moveAnswer(answers, index, -1))}
                        disabled={index === 0}
                        aria-label={`Mută răspunsul ${n} în sus`}
                        title="Mută în sus"
                      >
                        <Icon name="chevron" className="h-4 w-4 -rotate-90" />
                      </button>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        onClick={() => onChange(moveAnswer(answers, index, 1))}
                        disabled={index === answers.length - 1}
                        aria-label={`Mută răspunsul ${n} în jos`}
                        title="Mută în jos"
                      >
                        <Icon name="chevron" className="h-4 w-4 rotate-90" />
                      </button>
                      <button
                        type="button"
                        className={`${ICON_BUTTON} text-red-600 hover:bg-red-50`}
                        onClick={() => void remove(index)}
                        disabled={busyKey === answer.key}
                        aria-label={`Șterge răspunsul ${n}`}
                        title="Șterge răspunsul"
                      >
                        <Icon name="trash" className="h-4 w-4" />
                      </button>
                    </div>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field id={`${id}-label`} label="Etichetă" error={error.label}>
                      <TextInput
                        id={`${id}-label`}
                        value={answer.label}
                        invalid={Boolean(error.label)}
                        onChange={(e) => update(index, withLabel(answer, e.target.value))}
                        placeholder="Ex.: Magazin online"
                      />
                    </Field>
                    <Field
                      id={`${id}-value`}
                      label="Valoare (identificator)"
                      error={error.value}
                      hint={answer.valueEdited ? undefined : "Se completează automat din etichetă."}
                    >
                      <TextInput
                        id={`${id}-value`}
                        value={answer.value}
                        invalid={Boolean(error.value)}
                        hasHint={!answer.valueEdited}
                        onChange={(e) => update(index, withValue(answer, e.target.value))}
                        placeholder="ex.: magazin-online"
                        autoCapitalize="off"
                        spellCheck={false}
                      />
                    </Field>
                    <div className="sm:col-span-2">
                      <Field id={`${id}-subtitle`} label="Subtitlu (opțional)" error={error.subtitle}>
                        <TextInput
                          id={`${id}-subtitle`}
                          value={answer.subtitle}
                          invalid={Boolean(error.subtitle)}
                          onChange={(e) => update(index, { ...answer, subtitle: e.target.value })}
                        />
                      </Field>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" onClick={() => onChange([...answers, emptyAnswer()])} disabled={answers.length >= MAX_ANSWERS}>
        <Icon name="plus" />
        Adaugă răspuns
      </Button>
    </div>
  );
}
