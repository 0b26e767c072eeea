import { Icon } from "@/components/admin/icons";
import { Button, ButtonLink } from "@/components/ui/button";
import type { TeamMember } from "@/lib/api/team";
import { ADMIN_BASE } from "@/lib/constants";

type Props = { member: TeamMember; canDelete: boolean; deleting: boolean; onDelete: (member: TeamMember) => void };

/** Edit for any signed-in user (our reading of SPEC 6); delete only for admins. */
export function TeamRowActions({ member, canDelete, deleting, onDelete }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <ButtonLink href={`${ADMIN_BASE}/team/${member.id}`} variant="secondary" size="sm">
        <Icon name="edit" className="h-4 w-4" />
        Editează<span className="sr-only"> membrul {member.name}</span>
      </ButtonLink>
      {canDelete ? (
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(member)}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          <Icon name="trash" className="h-4 w-4" />
          {deleting ? "Se șterge..." : "Șterge"}
          <span className="sr-only"> membrul {member.name}</span>
        </Button>
      ) : null}
    </div>
  );
}
