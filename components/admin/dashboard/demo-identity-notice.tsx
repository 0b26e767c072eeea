import { ADMIN_BASE } from "@/lib/constants";
import { DEMO_IDENTITY, type IdentityField } from "@/lib/site-config";
import { SETTINGS_SECTIONS } from "../settings/settings-fields";
import { DashboardNotice } from "./dashboard-notice";

const LABELS = new Map(SETTINGS_SECTIONS.flatMap((section) => section.fields.map((field) => [field.key as string, field.label])));
const IDENTITY_FIELD_COUNT = Object.keys(DEMO_IDENTITY).length;

/**
 * Admins only, while any identity setting still shows its demo value: the public site would name a
 * fictional agency there (footer, legal pages, e-mails). Until a first save, all of them.
 */
export function DemoIdentityNotice({ fields }: { fields: IdentityField[] }) {
  if (fields.length === 0) return null;
  const all = fields.length === IDENTITY_FIELD_COUNT;
  return (
    <DashboardNotice
      id="demo-identity"
      tone="sky"
      icon="settings"
      title={all ? "Datele firmei sunt cele demonstrative" : "Unele date ale firmei sunt încă cele demonstrative"}
      action={{ href: `${ADMIN_BASE}/settings`, label: "Deschide Setări" }}
    >
      {all
        ? "Subsolul, paginile legale și e-mailurile arată o agenție fictivă. Completați-le în Setări."
        : `Site-ul arată încă valoarea demonstrativă pentru: ${fields.map((field) => LABELS.get(field) ?? field).join(", ")}.`}
    </DashboardNotice>
  );
}
