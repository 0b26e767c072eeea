import "server-only";
import { listPublishedPlans } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import type { PricingPlan } from "./plan-groups";

/**
 * Published plans for /tarife, cut down to what a card shows. null when the read failed (logged):
 * the page then shows the spec's message with "Încercați din nou", whose LoadError marks the render
 * failed, so the page is answered with an error status and never cached.
 */
export async function loadPlans(): Promise<PricingPlan[] | null> {
  const plans = await readOrFailed("pricing plans", () => listPublishedPlans());
  if (plans === READ_FAILED) return null;
  return plans.map(({ uuid, name, price, description, plan_type, category_id, category_name }) => ({
    uuid,
    name,
    price,
    description,
    plan_type,
    category_id,
    category_name,
  }));
}
