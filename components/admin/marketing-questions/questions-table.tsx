"use client";
import Link from "next/link";
import { Icon } from "@/components/admin/icons";
import { Badge, Card } from "@/components/ui/states";
import { TYPE_LABELS, type MarketingQuestion } from "@/lib/api/marketing-questions";
import { ADMIN_BASE } from "@/lib/constants";

type Props = {
  questions: MarketingQuestion[];
  deletingId: number | null;
  onDelete: (question: MarketingQuestion) => void;
};

const ICON_BUTTON =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg ring-1 ring-inset ring-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

const answersLabel = (n: number) => (n === 1 ? "1 răspuns" : `${n} răspunsuri`);

/** Question, type, number of answers, order, actions: a table on wide screens, cards on phones. */
export function QuestionsTable({ questions, deletingId, onDelete }: Props) {
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Întrebările chestionarului, în ordinea afișării</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-muted md:table-header-group">
          <tr>
            <th scope="col" className="px-6 py-3">Întrebare</th>
            <th scope="col" className="whitespace-nowrap px-6 py-3">Tip</th>
            <th scope="col" className="px-6 py-3 text-center">Răspunsuri</th>
            <th scope="col" className="px-6 py-3 text-center">Ordine</th>
            <th scope="col" className="px-6 py-3 text-right">Acțiuni</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {questions.map((q) => (
            <tr key={q.id} className="block px-4 py-4 hover:bg-slate-50/60 md:table-row md:p-0">
              <td className="block md:table-cell md:max-w-md md:px-6 md:py-4">
                <span className="block font-semibold text-ink">{q.question}</span>
                {q.subtitle ? <span className="mt-0.5 block text-xs text-muted">{q.subtitle}</span> : null}
              </td>
              <td className="mt-2 inline-block whitespace-nowrap align-middle md:mt-0 md:table-cell md:px-6 md:py-4">
                <span className="sr-only md:hidden">Tip: </span>
                <Badge tone={q.type === "radio" ? "violet" : "blue"}>{TYPE_LABELS[q.type]}</Badge>
              </td>
              <td className="ml-3 mt-2 inline-block align-middle text-muted md:mt-0 md:ml-0 md:table-cell md:px-6 md:py-4 md:text-center md:text-ink">
                <span className="md:hidden">{answersLabel(q.answers.length)}</span>
                <span className="hidden md:inline">{q.answers.length}</span>
              </td>
              <td className="ml-3 mt-2 inline-block align-middle text-muted md:mt-0 md:ml-0 md:table-cell md:px-6 md:py-4 md:text-center md:text-ink">
                <span className="md:hidden">Ordine: </span>
                {q.order}
              </td>
              <td className="mt-3 block md:mt-0 md:table-cell md:px-6 md:py-4">
                <div className="flex gap-2 md:justify-end">
                  <Link
                    href={`${ADMIN_BASE}/marketing-questions/${q.id}`}
                    className={`${ICON_BUTTON} text-brand-700 hover:bg-brand-100 focus-visible:outline-brand-600`}
                    aria-label={`Editează întrebarea: ${q.question}`}
                    title="Editează"
                  >
                    <Icon name="edit" />
                  </Link>
                  <button
                    type="button"
                    onClick={() => onDelete(q)}
                    disabled={deletingId === q.id}
                    className={`${ICON_BUTTON} text-red-600 hover:bg-red-50 focus-visible:outline-red-600 disabled:opacity-40`}
                    aria-label={`Șterge întrebarea: ${q.question}`}
                    title="Șterge"
                  >
                    <Icon name="trash" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
