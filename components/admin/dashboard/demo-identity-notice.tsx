import { ADMIN_BASE } from "@/lib/constants";
import { DashboardNotice } from "./dashboard-notice";

/** Admins only, until one saves "Setări": the public site still names the fictional demo agency. */
export function DemoIdentityNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <DashboardNotice
      id="demo-identity"
      tone="sky"
      icon="settings"
      title="Datele firmei sunt cele demonstrative"
      action={{ href: `${ADMIN_BASE}/settings`, label: "Deschide Setări" }}
    >
      Subsolul, paginile legale și e-mailurile arată o agenție fictivă. Completați-le în Setări.
    </DashboardNotice>
  );
}
