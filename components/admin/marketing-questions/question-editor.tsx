"use client";
import { editScreen, newScreen, refreshKey } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel, type EditorFormProps } from "@/components/admin/editor-shell/editor-model";
import { Spinner } from "@/components/ui/states";
import { useMarketingQuestions } from "@/lib/api/hooks";
import {
  createQuestion,
  deleteAnswer,
  QUESTIONS_KEY,
  QUESTIONS_UI_MSG,
  updateQuestion,
  type MarketingQuestion,
} from "@/lib/api/marketing-questions";
import { ADMIN_BASE } from "@/lib/constants";
import { QUESTION_MSG } from "@/lib/validation/marketing-question";
import { QuestionForm } from "./question-form";

const useRefreshQuestions = refreshKey(QUESTIONS_KEY);

type FormProps = Omit<Parameters<typeof QuestionForm>[0], "question" | "defaultOrder">;

/** A new question goes after the last one unless the order is changed. */
function NewQuestionForm(props: FormProps) {
  const { data, error } = useMarketingQuestions();
  if (!data && !error) return <Spinner />;
  const nextOrder = data && data.length > 0 ? Math.max(...data.map((q) => q.order)) + 1 : 1;
  return <QuestionForm defaultOrder={nextOrder} {...props} />;
}

function QuestionEditorForm({ item, cancelHref, onSaved }: EditorFormProps<MarketingQuestion>) {
  const refresh = useRefreshQuestions();
  const props: FormProps = {
    cancelHref,
    onSaved,
    onSubmit: (payload) => (item ? updateQuestion(item.id, payload) : createQuestion(payload)),
    onDeleteAnswer: async (answerId) => {
      await deleteAnswer(answerId);
      // The list's answer counts change at once; the open form keeps its own copy.
      void refresh();
    },
  };
  return item ? <QuestionForm question={item} {...props} /> : <NewQuestionForm {...props} />;
}

/** The questionnaire's question editor (admins only): /marketing-questions/new and /marketing-questions/{id}. */
export const QUESTION_EDITOR: EditorModel<MarketingQuestion, MarketingQuestion[]> = {
  list: { href: `${ADMIN_BASE}/marketing-questions`, back: "Înapoi la listă" },
  messages: { notFound: QUESTION_MSG.questionNotFound, loadError: QUESTION_MSG.loadError, created: QUESTIONS_UI_MSG.saved, saved: QUESTIONS_UI_MSG.saved },
  edit: { title: "Editează întrebarea", loading: "Se încarcă întrebarea..." },
  create: { title: "Întrebare nouă", description: "Adăugați o întrebare în chestionarul de pe pagina Tarife." },
  // The admin API has no read by id: the question comes from the list.
  path: (id) => (isNumericId(id) ? QUESTIONS_KEY : null),
  find: (list, id) => list.find((question) => question.id === Number(id)),
  useRefresh: useRefreshQuestions,
  Form: QuestionEditorForm,
};

export const EditQuestion = editScreen(QUESTION_EDITOR);
export const NewQuestion = newScreen(QUESTION_EDITOR);
