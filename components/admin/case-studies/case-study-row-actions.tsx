import { Icon } from "@/components/admin/icons";
import { Button, ButtonLink } from "@/components/ui/button";
import type { CaseStudyListItem } from "@/lib/api/case-studies";
import { ADMIN_BASE } from "@/lib/constants";

type Props = { item: CaseStudyListItem; canDelete: boolean; deleting: boolean; onDelete: (item: CaseStudyListItem) => void };

/** Edit for everyone; delete only for admins (SPEC 6: the button is not rendered for editors). */
export function CaseStudyRowActions({ item, canDelete, deleting, onDelete }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <ButtonLink href={`${ADMIN_BASE}/case-studies/${item.id}`} variant="secondary" size="sm">
        <Icon name="edit" className="h-4 w-4" />
        Editează<span className="sr-only"> studiul de caz {item.title}</span>
      </ButtonLink>
      {canDelete ? (
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(item)}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          <Icon name="trash" className="h-4 w-4" />
          {deleting ? "Se șterge..." : "Șterge"}
          <span className="sr-only"> studiul de caz {item.title}</span>
        </Button>
      ) : null}
    </div>
  );
}
