import { RichHtml } from "@/components/public/content/rich-html";
import { PLAN_TYPE_LABELS } from "@/lib/validation/plan";
import type { PricingPlan } from "./plan-groups";
import { RequestPackageButton } from "./request-package-button";
import { Icon } from "@/components/public/icons/icon";

type Props = {
  plan: PricingPlan;
  /** The category's short label, or "Pachet Complet". */
  label: string;
};

/**
 * One plan: its label, the Popular / Recomandat badge (plan_type), name, price, the sanitized rich
 * description and "Solicită pachetul". A Popular plan is the dark, raised card of its group.
 */
export function PlanCard({ plan, label }: Props) {
  const badge = PLAN_TYPE_LABELS[plan.plan_type];
  const dark = plan.plan_type === "featured";
  const recommended = plan.plan_type === "recommended";
  return (
    <article
      aria-labelledby={`plan-${plan.uuid}`}
      className={dark ? "plan-card-featured" : recommended ? "plan-card-recommended" : "plan-card"}
    >
      {dark ? <div aria-hidden="true" className="absolute -right-16 -top-16 -z-10 h-56 w-56 rounded-full bg-accent-500/40 blur-3xl" /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={dark ? "plan-label-dark" : "plan-label"}
        >
          {label}
        </span>
        {badge ? (
          <span
            className={dark ? "plan-badge-dark" : "plan-badge"}
          >
            <Icon name="star" className="h-3.5 w-3.5" />
            {badge}
          </span>
        ) : null}
      </div>
      <h3 id={`plan-${plan.uuid}`} className={dark ? "plan-name-dark" : "plan-name"}>
        {plan.name}
      </h3>
      <p className={dark ? "plan-price-dark" : "plan-price"}>{plan.price}</p>
      <div className={dark ? "plan-body-dark plan-description plan-description-dark" : "plan-body plan-description"}>
        <RichHtml html={plan.description} />
      </div>
      <div className="mt-8">
        <RequestPackageButton uuid={plan.uuid} name={plan.name} tone={dark ? "dark" : "light"} />
      </div>
    </article>
  );
}
