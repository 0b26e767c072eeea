import { StatusBadge } from "@/components/ui/states";
import type { Plan } from "@/lib/api/hooks";
import { PlanCategory, PlanTypeBadge } from "./plan-badges";
import { PlanRowActions } from "./plan-row-actions";

type Props = { plans: Plan[]; canDelete: boolean; deletingId: string | null; onDelete: (plan: Plan) => void };

const TH = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";

/** A table from the md breakpoint up; stacked cards on phones, so nothing overflows at 390 px. */
export function PlansTable({ plans, canDelete, deletingId, onDelete }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Planuri și pachete</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={TH}>Nume</th>
              <th scope="col" className={TH}>Preț</th>
              <th scope="col" className={TH}>Categorie</th>
              <th scope="col" className={TH}>Tip</th>
              <th scope="col" className={TH}>Status</th>
              <th scope="col" className={`${TH} text-right`}>Acțiuni</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {plans.map((plan) => (
              <tr key={plan.uuid} className="transition-colors hover:bg-brand-100/30">
                <td className="px-4 py-3.5 font-semibold text-ink">{plan.name}</td>
                <td className="whitespace-nowrap px-4 py-3.5 text-ink">{plan.price}</td>
                <td className="px-4 py-3.5">
                  <PlanCategory name={plan.category_name} />
                </td>
                <td className="px-4 py-3.5">
                  <PlanTypeBadge type={plan.plan_type} />
                </td>
                <td className="px-4 py-3.5">
                  <StatusBadge status={plan.status} />
                </td>
                <td className="px-4 py-3.5">
                  <PlanRowActions plan={plan} canDelete={canDelete} deleting={deletingId === plan.uuid} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Planuri și pachete">
        {plans.map((plan) => (
          <li key={plan.uuid} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">{plan.name}</p>
                <p className="mt-0.5 text-sm text-ink">{plan.price}</p>
              </div>
              <StatusBadge status={plan.status} />
            </div>
            <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <div className="flex items-center gap-1.5">
                <dt className="text-muted">Categorie:</dt>
                <dd>
                  <PlanCategory name={plan.category_name} />
                </dd>
              </div>
              {plan.plan_type !== "none" ? (
                <div className="flex items-center gap-1.5">
                  <dt className="sr-only">Tip</dt>
                  <dd>
                    <PlanTypeBadge type={plan.plan_type} />
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <PlanRowActions plan={plan} canDelete={canDelete} deleting={deletingId === plan.uuid} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
