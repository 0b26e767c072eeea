import { Icon } from "@/components/admin/icons";
import { RowDeleteButton, RowEditLink } from "@/components/admin/row-action-buttons";
import { ButtonLink } from "@/components/ui/button";
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
      <RowEditLink href={`${ADMIN_BASE}/services/${service.id}`} label={`serviciul ${service.title}`} className="whitespace-nowrap" />
      {isMain ? (
        <ButtonLink href={`${ADMIN_BASE}/services/new?parent_id=${service.id}`} variant="secondary" size="sm" className="whitespace-nowrap">
          <Icon name="plus" className="h-4 w-4" />
          {SERVICE_UI.addSub}
          <span className="sr-only"> la {service.title}</span>
        </ButtonLink>
      ) : null}
      {canDelete ? (
        <RowDeleteButton label={`serviciul ${service.title}`} deleting={deleting} onClick={() => onDelete(service)} className="whitespace-nowrap" />
      ) : null}
    </div>
  );
}
