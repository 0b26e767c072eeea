"use client";
import { useRouter } from "next/navigation";
import { QuestionForm } from "@/components/admin/marketing-questions/question-form";
import { ButtonLink } from "@/components/ui/button";
import { ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { deleteAnswer, QUESTIONS_UI_MSG, updateQuestion, useMarketingQuestion } from "@/lib/api/marketing-questions";
import { ADMIN_BASE } from "@/lib/constants";
import { QUESTION_MSG } from "@/lib/validation/marketing-question";

export function EditQuestionClient({ id }: { id: string }) {
  const router = useRouter();
  const toast = useToast();
  const questionId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const { question, data, error, mutate } = useMarketingQuestion(questionId);
  const listHref = `${ADMIN_BASE}/marketing-questions`;
  // A failed load and an id that is not in the list read the same to the user; a failed background
  // refresh keeps the open form.
  const failed = !question && (Boolean(error) || data !== undefined);

  return (
    <>
      <PageHeader
        title="Editează întrebarea"
        actions={
          <ButtonLink href={listHref} variant="secondary">
            Înapoi la listă
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {failed ? (
          <ErrorState message={QUESTION_MSG.loadError} onRetry={() => void mutate()} />
        ) : !question ? (
          <Spinner label="Se încarcă întrebarea..." />
        ) : (
          <QuestionForm
            key={question.id}
            question={question}
            cancelHref={listHref}
            onDeleteAnswer={async (answerId) => {
              await deleteAnswer(answerId);
              // The list (and its answer counts) is refreshed later; the open form keeps its own copy.
              void mutate();
            }}
            onSubmit={async (payload) => {
              await updateQuestion(question.id, payload);
              await mutate();
              toast.success(QUESTIONS_UI_MSG.saved);
              router.push(listHref);
            }}
          />
        )}
      </div>
    </>
  );
}
