"use client";
import { useState } from "react";
import { Icon } from "@/components/admin/icons";
import { QuestionsTable } from "@/components/admin/marketing-questions/questions-table";
import { ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { useMarketingQuestions } from "@/lib/api/hooks";
import { deleteQuestion, QUESTIONS_UI_MSG, sortQuestions, type MarketingQuestion } from "@/lib/api/marketing-questions";
import { ADMIN_BASE } from "@/lib/constants";
import { QUESTION_MSG } from "@/lib/validation/marketing-question";

export function MarketingQuestionsClient() {
  const toast = useToast();
  const { data, error, isLoading, mutate } = useMarketingQuestions();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const newHref = `${ADMIN_BASE}/marketing-questions/new`;

  async function remove(question: MarketingQuestion) {
    if (!confirmDelete(QUESTIONS_UI_MSG.deleteConfirm)) return;
    setDeletingId(question.id);
    try {
      await deleteQuestion(question.id);
      await mutate((list) => list?.filter((q) => q.id !== question.id), { revalidate: true });
      toast.success(QUESTIONS_UI_MSG.deleted);
    } catch {
      toast.error(QUESTION_MSG.deleteError);
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Întrebări marketing"
        description="Chestionarul de pe pagina Tarife: întrebările apar în ordinea de mai jos."
        actions={
          <ButtonLink href={newHref}>
            <Icon name="plus" />
            Adaugă întrebare
          </ButtonLink>
        }
      />
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message={QUESTION_MSG.listError} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă întrebările..." />
        ) : data.length === 0 ? (
          <EmptyState
            icon={<Icon name="question" className="h-10 w-10" />}
            title="Nu există întrebări de marketing"
            description="Creați prima întrebare a chestionarului."
            actionHref={newHref}
            actionLabel="Creează prima întrebare"
          />
        ) : (
          <QuestionsTable questions={sortQuestions(data)} deletingId={deletingId} onDelete={(q) => void remove(q)} />
        )}
      </div>
    </>
  );
}
