import { EmptyNotice, LoadError } from "@/components/public/content/states";
import { CONTAINER, SectionHeading } from "@/components/public/home/ui";
import { PLAN_MSG } from "@/lib/validation/plan";
import { PlanCard } from "./plan-card";
import { PlanCategoryFilter } from "./plan-category-filter";
import { COMPLETE_PACKAGE_LABEL, type PricingGroups } from "./plan-groups";
import { PLANS_ANCHOR } from "./plans-anchor";

export { PLANS_ANCHOR };

const GRID = "grid gap-6 sm:grid-cols-2 xl:grid-cols-3";

/**
 * Plans by category behind the "Toate / category" filter, then the complete packages. `groups` is
 * null when the plans could not be read: the spec's message and the retry button (SPEC 8).
 */
export function PlansSection({ groups }: { groups: PricingGroups | null }) {
  const empty = groups !== null && groups.categories.length === 0 && groups.complete.length === 0;
  return (
    <>
      <section id={PLANS_ANCHOR} aria-labelledby="tarife-servicii-titlu" className="scroll-mt-24 bg-white py-20 lg:py-28">
        <div className={CONTAINER}>
          <SectionHeading
            id="tarife-servicii-titlu"
            eyebrow="Tarife servicii"
            title="Pachete pentru fiecare serviciu"
            description="Prețuri clare, fără costuri ascunse. Alege categoria care te interesează și solicită pachetul potrivit: îți răspundem în cel mult o zi lucrătoare."
          />
          <div className="mt-12">
            {groups === null ? (
              <LoadError message={PLAN_MSG.listError} />
            ) : empty ? (
              <EmptyNotice message="Momentan nu există pachete publicate.">
                Spune-ne de ce ai nevoie în chestionarul de mai jos și îți trimitem o ofertă personalizată.
              </EmptyNotice>
            ) : groups.categories.length ? (
              <PlanCategoryFilter
                categories={groups.categories.map(({ key, label }) => ({ key, label }))}
                items={groups.categories.flatMap((group) =>
                  group.plans.map((plan) => ({ key: plan.uuid, category: group.key, node: <PlanCard plan={plan} label={group.label} /> })),
                )}
              />
            ) : (
              <p className="text-lg text-muted">Pentru un singur serviciu, spune-ne de ce ai nevoie în chestionarul de mai jos.</p>
            )}
          </div>
        </div>
      </section>

      {groups?.complete.length ? (
        <section id="pachete_complete" aria-labelledby="pachete-complete-titlu" className="scroll-mt-24 bg-surface py-20 lg:py-28">
          <div className={CONTAINER}>
            <SectionHeading
              id="pachete-complete-titlu"
              eyebrow={COMPLETE_PACKAGE_LABEL}
              title="Pachete complete de marketing online"
              description="Mai multe servicii, o singură echipă și o singură strategie, coordonate de un consultant dedicat care răspunde de rezultatele tale."
            />
            <ul className={`mt-12 ${GRID}`}>
              {groups.complete.map((plan) => (
                <li key={plan.uuid}>
                  <PlanCard plan={plan} label={COMPLETE_PACKAGE_LABEL} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
