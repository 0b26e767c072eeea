import { ADMIN_BASE } from "@/lib/constants";
import { romanianCount } from "@/lib/plural";
import { inboxFilterParams } from "@/lib/validation/leads";
import { DashboardNotice } from "./dashboard-notice";

/** The inbox's "Suspecte" view, where an admin releases or deletes them. */
export const SUSPECT_VIEW_HREF = `${ADMIN_BASE}/contact-submissions?${inboxFilterParams({ suspect: true })}`;

/**
 * Admins only: a flood happened (QUALITY R7). Messages above the usual rate wait apart, unsent by
 * e-mail, until someone looks at them; nothing when there are none.
 */
export function SuspectNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <DashboardNotice
      id="suspect-notice"
      tone="amber"
      icon="shield"
      title={romanianCount(count, "mesaj marcat ca suspect", "mesaje marcate ca suspecte")}
      action={{ href: SUSPECT_VIEW_HREF, label: count === 1 ? "Verificați-l" : "Verificați-le" }}
    >
      Au sosit mult mai multe mesaje decât de obicei într-un timp scurt, așa că {count === 1 ? "acesta nu a fost trimis" : "acestea nu au fost trimise"} pe e-mail și nu apar în Inbox.
      Eliberați mesajele reale și ștergeți-le pe celelalte.
    </DashboardNotice>
  );
}
