import { Icon } from "@/components/admin/icons";
import { Button, ButtonLink } from "@/components/ui/button";
import type { ServiceSummary } from "@/lib/api/services";
import { SERVICE_UI } from "@/lib/api/services";
import { ADMIN_BASE } from "@/lib/constants";

type Props = {
  service: ServiceSummary;
  canDelete: boolean;
  deleting: boolean;
  onDelete: (service: ServiceSummary) => void;
};

/**
 * Edit for everyone (editors may edit services too), "Adaugă sub-serviciu" on main services, and
 * delete for admins only (SPEC 6: the button is not rendered for editors).
 */
export function ServiceRowActions({ service, canDelete, deleting, onDelete }: Props) {
  const isMain = service.parent_id === null;
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end xl:flex-nowrap">
      <ButtonLink href={`${ADMIN_BASE}/services/${service.id}`} variant="secondary" size="sm" className="whitespace-nowrap">
        <Icon name="edit" className="h-4 w-4" />
        Editează<span className="sr-only"> serviciul {service.title}</span>
      </ButtonLink>
      {isMain ? (
        <ButtonLink href={`${ADMIN_BASE}/services/new?parent_id=${service.id}`} variant="secondary" size="sm" className="whitespace-nowrap">
          <Icon name="plus" className="h-4 w-4" />
          {SERVICE_UI.addSub}
          <span className="sr-only"> la {service.title}</span>
        </ButtonLink>
      ) : null}
      {canDelete ? (
        <Button
          variant="secondary"
          size="sm"
          className="whitespace-nowrap text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(service)}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          <Icon name="trash" className="h-4 w-4" />
          {deleting ? "Se șterge..." : "Șterge"}
          <span className="sr-only"> serviciul {service.title}</span>
        </Button>
      ) : null}
    </div>
  );
}
