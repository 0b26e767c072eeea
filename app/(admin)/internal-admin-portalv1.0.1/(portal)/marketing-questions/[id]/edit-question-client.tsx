"use client";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { releaseHistoryGuard } from "@/components/admin/forms/use-unsaved-changes";
import { QuestionForm } from "@/components/admin/marketing-questions/question-form";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { deleteAnswer, QUESTIONS_KEY, QUESTIONS_UI_MSG, updateQuestion, useMarketingQuestion } from "@/lib/api/marketing-questions";
import { ADMIN_BASE } from "@/lib/constants";
import { QUESTION_MSG } from "@/lib/validation/marketing-question";

export function EditQuestionClient({ id }: { id: string }) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const valid = /^\d{1,9}$/.test(id);
  const { question, data, error, reload } = useMarketingQuestion(valid ? Number(id) : NaN);
  const listHref = `${ADMIN_BASE}/marketing-questions`;
  // A malformed id, or one the loaded list does not hold, is not found; a failed load may pass on a retry.
  const missing = !valid || (!error && data !== null && !question);
  const failed = missing || Boolean(error);

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
          <ItemLoadError
            error={error}
            missing={missing}
            notFoundMessage={QUESTION_MSG.questionNotFound}
            loadErrorMessage={QUESTION_MSG.loadError}
            listHref={listHref}
            listLabel="Înapoi la listă"
            onRetry={reload}
          />
        ) : !question ? (
          <Spinner label="Se încarcă întrebarea..." />
        ) : (
          <QuestionForm
            key={question.id}
            question={question}
            cancelHref={listHref}
            onDeleteAnswer={async (answerId) => {
              await deleteAnswer(answerId);
              // The list's answer counts change at once; the open form keeps its own copy.
              void mutate(QUESTIONS_KEY);
            }}
            onSubmit={async (payload) => {
              await updateQuestion(question.id, payload);
              await mutate(QUESTIONS_KEY);
              toast.success(QUESTIONS_UI_MSG.saved);
              await releaseHistoryGuard();
              router.push(listHref);
            }}
          />
        )}
      </div>
    </>
  );
}
