import { Field, Select } from "@/components/ui/field";
import { PLAN_TYPE_OPTIONS } from "@/lib/api/plans";
import type { PlanType } from "@/lib/validation/plan";

const STATUSES = [
  { value: "draft", label: "Draft", hint: "Nu apare pe site" },
  { value: "published", label: "Publicat", hint: "Vizibil pe pagina Tarife" },
] as const;

type Status = (typeof STATUSES)[number]["value"];

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
          {STATUSES.map((option) => {
            const checked = status === option.value;
            return (
              <label
                key={option.value}
                className={`cursor-pointer rounded-lg px-3 py-2.5 ring-1 ring-inset transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                  checked ? "bg-brand-100/60 ring-brand-600" : "bg-white ring-slate-300 hover:bg-slate-50"
                }`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="status"
                    value={option.value}
                    checked={checked}
                    onChange={() => onStatus(option.value)}
                    className="h-4 w-4 accent-brand-600"
                  />
                  <span className="text-sm font-semibold text-ink">{option.label}</span>
                </span>
                <span className="mt-0.5 block pl-6 text-xs text-muted">{option.hint}</span>
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
