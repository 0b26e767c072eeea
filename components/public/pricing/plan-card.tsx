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
      className={`relative isolate flex h-full flex-col overflow-hidden rounded-[1.75rem] p-7 sm:p-8 ${
        dark
          ? "bg-linear-to-br from-brand-900 via-brand-700 to-brand-600 text-white shadow-2xl shadow-brand-900/30"
          : `bg-white shadow-[0_1px_2px_rgba(20,18,51,0.05),0_18px_40px_-24px_rgba(20,18,51,0.25)] ring-inset ${recommended ? "ring-2 ring-brand-600" : "ring-1 ring-slate-200/80"}`
      }`}
    >
      {dark ? <div aria-hidden="true" className="absolute -right-16 -top-16 -z-10 h-56 w-56 rounded-full bg-accent-500/40 blur-3xl" /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.1em] ${
            dark ? "bg-white/10 text-white ring-1 ring-inset ring-white/20" : "bg-brand-100 text-brand-700"
          }`}
        >
          {label}
        </span>
        {badge ? (
          <span
            className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-[0.1em] ${
              dark ? "bg-accent-500 text-ink" : "bg-ink text-white"
            }`}
          >
            <Icon name="star" className="h-3.5 w-3.5" />
            {badge}
          </span>
        ) : null}
      </div>
      <h3 id={`plan-${plan.uuid}`} className={`mt-5 font-display text-2xl font-bold tracking-tight ${dark ? "text-white" : "text-ink"}`}>
        {plan.name}
      </h3>
      <p className={`mt-3 font-display text-3xl font-extrabold tracking-tight ${dark ? "text-white" : "text-brand-700"}`}>{plan.price}</p>
      <div className={`mt-6 flex-1 border-t pt-6 ${dark ? "border-white/15" : "border-slate-200"} plan-description ${dark ? "plan-description-dark" : ""}`}>
        <RichHtml html={plan.description} />
      </div>
      <div className="mt-8">
        <RequestPackageButton uuid={plan.uuid} name={plan.name} tone={dark ? "dark" : "light"} />
      </div>
    </article>
  );
}
