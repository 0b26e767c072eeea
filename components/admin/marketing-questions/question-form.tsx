"use client";
import { useState } from "react";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditorForm, useEditorForm, type SaveFailure } from "@/components/admin/forms/editor-form";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { confirmDelete } from "@/components/ui/confirm";
import { Field, Select, TextInput } from "@/components/ui/field";
import { Card } from "@/components/ui/states";
import { api, ApiClientError, errorMessage } from "@/lib/api/client";
import { QUESTIONS_KEY, QUESTIONS_UI_MSG, TYPE_LABELS, type MarketingQuestion, type QuestionPayload } from "@/lib/api/marketing-questions";
import { QUESTION_MSG } from "@/lib/validation/marketing-question";
import { AnswersEditor } from "./answers-editor";
import {
  completeAnswerIndexes,
  errorsFromPaths,
  initialQuestionValues,
  toQuestionPayload,
  validateQuestion,
  type AnswerDraft,
  type QuestionFormErrors,
  type QuestionFormValues,
} from "./question-form-model";

type Props = {
  /** The saved question; absent on create. */
  question?: MarketingQuestion;
  /** The order proposed for a new question (after the last one). */
  defaultOrder?: number;
  cancelHref: string;
  /** Saves; throws the API error, which the form shows on its fields or above the form. */
  onSubmit: (payload: QuestionPayload) => Promise<unknown>;
  /** After a save (with what onSubmit returned), the unsaved-changes guard already off. */
  onSaved?: (saved: unknown, created: boolean) => void;
  /** Deletes a saved answer right away (DELETE /admin/marketing-answers/{id}); throws on failure. */
  onDeleteAnswer: (id: number) => Promise<unknown>;
};

const FIELD_ORDER = ["question", "subtitle", "type", "order", "answers"];
const TOP_IDS: Record<string, string> = { question: "question-text", subtitle: "question-subtitle", type: "question-type", order: "question-order" };

/** The control for an error path ("type", "answers.2.value"). */
function controlId(path: string, answers: AnswerDraft[]): string {
  const match = /^answers\.(\d+)\.(\w+)$/.exec(path);
  if (match) return `answer-${answers[Number(match[1])]?.key}-${match[2]}`;
  return TOP_IDS[path] ?? path;
}

/** The fields compared when a save meets a newer version (QUALITY D1). */
const CONFLICT_FIELDS: ConflictField<QuestionFormValues>[] = [
  { key: "question", label: "Întrebare", value: (v) => v.question },
  { key: "subtitle", label: "Subtitlu", value: (v) => v.subtitle },
  { key: "type", label: "Tip", value: (v) => (v.type ? TYPE_LABELS[v.type] : "") },
  { key: "order", label: "Ordine", value: (v) => v.order },
  {
    key: "answers",
    label: "Răspunsuri",
    value: (v) => v.answers.map((a) => [a.label, a.value && `(${a.value})`, a.subtitle && `: ${a.subtitle}`].filter(Boolean).join(" ")).join("\n"),
  },
];

/** The admin API has no GET by id: the newest version comes from the list. */
const loadQuestion = async (current: MarketingQuestion) =>
  (await api.get<MarketingQuestion[]>(QUESTIONS_KEY)).find((q) => q.id === current.id) ?? null;

/** The API's 422 errors on the answer rows they name; a message above the form only when none maps. */
const failed: SaveFailure<QuestionFormValues> = (error, helpers, values) => {
  if (error instanceof ApiClientError && error.status === 422 && error.errors) {
    const mapped = errorsFromPaths(Object.entries(error.errors), values.answers);
    if (Object.keys(mapped).length > 0) {
      helpers.setErrors(mapped);
      return "";
    }
  }
  return errorMessage(error, QUESTION_MSG.saveError);
};

type Notice = { tone: "error" | "success"; text: string } | null;

export function QuestionForm({ question, defaultOrder = 0, cancelHref, onSubmit, onSaved, onDeleteAnswer }: Props) {
  const [notice, setNotice] = useState<Notice>(null);
  const [initialValues] = useState(() => initialQuestionValues(question, defaultOrder));
  const editor = useEditorForm({
    item: question,
    initialValues,
    validate: validateQuestion,
    save: (values: QuestionFormValues, version) => onSubmit(toQuestionPayload(values, version)),
    onSaved,
    failed,
    conflict: { load: loadQuestion, toValues: (newer: MarketingQuestion) => initialQuestionValues(newer), fields: CONFLICT_FIELDS },
  });
  const { form } = editor;
  useFocusFirstError(form, FIELD_ORDER, (path) => controlId(path, form.values.answers));

  const errors = form.errors as QuestionFormErrors;
  const shown = (field: "question" | "type" | "order" | "subtitle") => (form.touched[field] || form.submitCount > 0 ? errors[field] : undefined);
  const answerErrors = form.submitCount > 0 ? errors.answers : undefined;
  const saved = completeAnswerIndexes(form.values.answers).length;
  const dropped = form.values.answers.length - saved;

  async function deleteSaved(answer: AnswerDraft): Promise<boolean> {
    if (!answer.id || !confirmDelete(QUESTIONS_UI_MSG.answerDeleteConfirm)) return false;
    setNotice(null);
    try {
      await onDeleteAnswer(answer.id);
      setNotice({ tone: "success", text: QUESTIONS_UI_MSG.answerDeleted });
      return true;
    } catch {
      setNotice({ tone: "error", text: QUESTION_MSG.answerDeleteError });
      return false;
    }
  }

  return (
    <EditorForm
      editor={editor}
      cancelHref={cancelHref}
      submitLabel={question ? "Salvează modificările" : "Creează întrebarea"}
      label={question ? "Editare întrebare" : "Întrebare nouă"}
    >
      <Card className="p-5 sm:p-8">
        <h2 className="mb-5 text-base font-semibold text-ink">Întrebarea</h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field id="question-text" label="Întrebare" required error={shown("question")}>
              <TextInput id="question-text" invalid={Boolean(shown("question"))} {...form.getFieldProps("question")} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="question-subtitle" label="Subtitlu" error={shown("subtitle")} hint="Apare sub întrebare în chestionar (opțional).">
              <TextInput id="question-subtitle" hasHint invalid={Boolean(shown("subtitle"))} {...form.getFieldProps("subtitle")} />
            </Field>
          </div>
          <Field id="question-type" label="Tip" required error={shown("type")}>
            <Select id="question-type" invalid={Boolean(shown("type"))} {...form.getFieldProps("type")}>
              <option value="">Alegeți tipul</option>
              <option value="radio">{TYPE_LABELS.radio} (radio)</option>
              <option value="checkbox">{TYPE_LABELS.checkbox} (checkbox)</option>
            </Select>
          </Field>
          <Field id="question-order" label="Ordine" error={shown("order")} hint="Întrebările se afișează crescător după ordine.">
            <TextInput
              id="question-order"
              type="number"
              inputMode="numeric"
              step={1}
              hasHint
              invalid={Boolean(shown("order"))}
              name="order"
              value={form.values.order}
              onChange={(e) => void form.setFieldValue("order", e.target.value)}
              onBlur={form.handleBlur}
            />
          </Field>
        </div>
      </Card>

      <Card className="p-5 sm:p-8">
        <div className="mb-5 flex flex-col gap-1">
          <h2 className="text-base font-semibold text-ink">Răspunsuri</h2>
          <p id="answers-hint" className="text-sm text-muted">
            Fiecare răspuns are nevoie de o etichetă și de o valoare; răspunsurile fără etichetă sau fără valoare nu se salvează.
          </p>
          <p className="text-sm font-medium text-ink" aria-live="polite">
            {saved === 1 ? "1 răspuns se va salva" : `${saved} răspunsuri se vor salva`}
            {dropped > 0 ? `, ${dropped === 1 ? "1 incomplet va fi ignorat" : `${dropped} incomplete vor fi ignorate`}` : ""}.
          </p>
        </div>
        <div aria-live="polite">
          {notice ? (
            <p
              role={notice.tone === "error" ? "alert" : "status"}
              className={`mb-4 rounded-lg px-4 py-3 text-sm font-medium ring-1 ${notice.tone === "error" ? "bg-red-50 text-red-700 ring-red-200" : "bg-emerald-50 text-emerald-800 ring-emerald-200"}`}
            >
              {notice.text}
            </p>
          ) : null}
        </div>
        <AnswersEditor
          answers={form.values.answers}
          errors={answerErrors}
          onChange={(answers) => void form.setFieldValue("answers", answers)}
          onDeleteSaved={deleteSaved}
        />
      </Card>
    </EditorForm>
  );
}
