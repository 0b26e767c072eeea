"use client";
import { useRouter } from "next/navigation";
import { releaseHistoryGuard } from "@/components/admin/forms/use-unsaved-changes";
import { QuestionForm } from "@/components/admin/marketing-questions/question-form";
import { PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { useMarketingQuestions } from "@/lib/api/hooks";
import { createQuestion, deleteAnswer, QUESTIONS_UI_MSG } from "@/lib/api/marketing-questions";
import { ADMIN_BASE } from "@/lib/constants";

export function NewQuestionClient() {
  const router = useRouter();
  const toast = useToast();
  const { data, error, mutate } = useMarketingQuestions();
  const listHref = `${ADMIN_BASE}/marketing-questions`;
  // A new question goes after the last one unless the order is changed.
  const nextOrder = data && data.length > 0 ? Math.max(...data.map((q) => q.order)) + 1 : 1;

  return (
    <>
      <PageHeader title="Întrebare nouă" description="Adăugați o întrebare în chestionarul de pe pagina Tarife." />
      {!data && !error ? (
        <Spinner />
      ) : (
        <QuestionForm
          defaultOrder={nextOrder}
          cancelHref={listHref}
          onDeleteAnswer={deleteAnswer}
          onSubmit={async (payload) => {
            await createQuestion(payload);
            await mutate();
            toast.success(QUESTIONS_UI_MSG.saved);
            await releaseHistoryGuard();
            router.push(listHref);
          }}
        />
      )}
    </>
  );
}
