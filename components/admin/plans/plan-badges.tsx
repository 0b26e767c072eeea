import { Badge } from "@/components/ui/states";
import type { Plan } from "@/lib/api/hooks";
import { PLAN_UI } from "@/lib/api/plans";
import { PLAN_TYPE_LABELS } from "@/lib/validation/plan";

/** Popular or Recomandat; a standard plan shows nothing (SPEC 3). */
export function PlanTypeBadge({ type }: { type: Plan["plan_type"] }) {
  const label = PLAN_TYPE_LABELS[type];
  if (!label) return null;
  return <Badge tone={type === "featured" ? "violet" : "blue"}>{label}</Badge>;
}

/** The category's name, or Pachet Complet for a plan without a category. */
export function PlanCategory({ name }: { name: string | null }) {
  if (name) return <span className="text-ink">{name}</span>;
  return <span className="font-medium text-brand-700">{PLAN_UI.completePackage}</span>;
}
