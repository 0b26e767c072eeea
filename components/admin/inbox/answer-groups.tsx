import type { SubmissionRow } from "@/lib/api/hooks";
import { groupAnswers } from "@/lib/leads/lead";

/** The questionnaire answers of a message: each question once, its chosen labels below it. */
export function AnswerGroups({ answers }: { answers: SubmissionRow["answers"] }) {
  const groups = groupAnswers(answers);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="inbox-answers-title">
      <h3 id="inbox-answers-title" className="text-sm font-semibold text-ink">
        Răspunsuri la chestionar
      </h3>
      <dl className="mt-3 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {groups.map((group) => (
          <div key={group.question} className="px-4 py-3" data-testid="answer-group">
            <dt className="text-sm font-medium text-ink">{group.question}</dt>
            <dd className="mt-2">
              <ul className="flex flex-wrap gap-1.5" aria-label={`Răspunsuri: ${group.question}`}>
                {group.labels.map((label) => (
                  <li key={label} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                    {label}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
