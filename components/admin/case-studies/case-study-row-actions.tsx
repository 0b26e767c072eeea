import { RowDeleteButton, RowEditLink } from "@/components/admin/row-action-buttons";
import type { CaseStudyListItem } from "@/lib/api/case-studies";
import { ADMIN_BASE } from "@/lib/constants";

type Props = { item: CaseStudyListItem; canDelete: boolean; deleting: boolean; onDelete: (item: CaseStudyListItem) => void };

/** Edit for everyone; delete only for admins (SPEC 6: the button is not rendered for editors). */
export function CaseStudyRowActions({ item, canDelete, deleting, onDelete }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <RowEditLink href={`${ADMIN_BASE}/case-studies/${item.id}`} label={`studiul de caz ${item.title}`} />
      {canDelete ? (
        <RowDeleteButton label={`studiul de caz ${item.title}`} deleting={deleting} onClick={() => onDelete(item)} />
      ) : null}
    </div>
  );
}
