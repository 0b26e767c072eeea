import "server-only";
import { listPublishedPlans } from "@/lib/server/public-data";
import type { PricingPlan } from "./plan-groups";

/**
 * Published plans for /tarife, cut down to what a card shows. null when the read failed (logged):
 * the page then shows the spec's message with "Încercați din nou" (a failed read is never cached).
 */
export async function loadPlans(): Promise<PricingPlan[] | null> {
  try {
    const plans = await listPublishedPlans();
    return plans.map(({ uuid, name, price, description, plan_type, category_id, category_name }) => ({
      uuid,
      name,
      price,
      description,
      plan_type,
      category_id,
      category_name,
    }));
  } catch (error) {
    console.error("[tarife] Pachetele nu au putut fi încărcate", error);
    return null;
  }
}
