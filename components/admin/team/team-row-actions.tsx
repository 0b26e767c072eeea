import { RowDeleteButton, RowEditLink } from "@/components/admin/row-action-buttons";
import type { TeamMember } from "@/lib/api/team";
import { ADMIN_BASE } from "@/lib/constants";

type Props = { member: TeamMember; canDelete: boolean; deleting: boolean; onDelete: (member: TeamMember) => void };

/** Edit for any signed-in user (our reading of SPEC 6); delete only for admins. */
export function TeamRowActions({ member, canDelete, deleting, onDelete }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <RowEditLink href={`${ADMIN_BASE}/team/${member.id}`} label={`membrul ${member.name}`} />
      {canDelete ? (
        <RowDeleteButton label={`membrul ${member.name}`} deleting={deleting} onClick={() => onDelete(member)} />
      ) : null}
    </div>
  );
}
