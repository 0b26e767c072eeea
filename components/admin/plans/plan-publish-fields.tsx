import { Field, Select } from "@/components/ui/field";
import { PLAN_TYPE_OPTIONS } from "@/lib/api/plans";
import type { PlanType } from "@/lib/validation/plan";
import { CONTENT_STATUSES, STATUS_LABELS, type Status } from "@/lib/content-status";

const STATUS_HINTS: Record<Status, string> = { draft: "Nu apare pe site", published: "Vizibil pe pagina Tarife" };

type Props = {
  status: Status;
  planType: PlanType;
  onStatus: (status: Status) => void;
  onPlanType: (type: PlanType) => void;
  planTypeError?: string | false;
};

/** Status (Draft or Publicat, freely switchable) and the plan type badge (SPEC 3 and 4). */
export function PlanPublishFields({ status, planType, onStatus, onPlanType, planTypeError }: Props) {
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-ink">Status</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {CONTENT_STATUSES.map((option) => {
            const checked = status === option;
            return (
              <label
                key={option}
                className={`cursor-pointer rounded-lg px-3 py-2.5 ring-1 ring-inset transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                  checked ? "bg-brand-100/60 ring-brand-600" : "bg-white ring-slate-300 hover:bg-slate-50"
                }`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="status"
                    value={option}
                    checked={checked}
                    onChange={() => onStatus(option)}
                    className="h-4 w-4 accent-brand-600"
                  />
                  <span className="text-sm font-semibold text-ink">{STATUS_LABELS[option]}</span>
                </span>
                <span className="mt-0.5 block pl-6 text-xs text-muted">{STATUS_HINTS[option]}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <Field id="plan-type" label="Tip plan" error={planTypeError} hint="Popular și Recomandat apar ca etichetă pe cardul pachetului.">
        <Select id="plan-type" name="planType" value={planType} invalid={Boolean(planTypeError)} onChange={(e) => onPlanType(e.target.value as PlanType)}>
          {PLAN_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
