import { RowDeleteButton, RowEditLink } from "@/components/admin/row-action-buttons";
import type { Plan } from "@/lib/api/hooks";
import { ADMIN_BASE } from "@/lib/constants";

type Props = { plan: Plan; canDelete: boolean; deleting: boolean; onDelete: (plan: Plan) => void };

/** Edit for everyone; delete only for admins (SPEC 6: the button is not rendered for editors). */
export function PlanRowActions({ plan, canDelete, deleting, onDelete }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <RowEditLink href={`${ADMIN_BASE}/prices/${plan.uuid}`} label={`pachetul ${plan.name}`} />
      {canDelete ? (
        <RowDeleteButton label={`pachetul ${plan.name}`} deleting={deleting} onClick={() => onDelete(plan)} />
      ) : null}
    </div>
  );
}
