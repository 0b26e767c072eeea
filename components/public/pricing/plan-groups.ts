import type { PlanDto } from "@/lib/dto/plan";

/** What a card needs; the rest of the DTO (status, timestamps) never reaches the page. */
export type PricingPlan = Pick<PlanDto, "uuid" | "name" | "price" | "description" | "plan_type" | "category_id" | "category_name">;

export type PlanGroup = {
  /** Stable key for the filter ("categorie-3"); never the name, which editors may rename. */
  key: string;
  /** The short label shown on the filter, the group heading and the bottom bar. */
  label: string;
  plans: PricingPlan[];
};

export type PricingGroups = { categories: PlanGroup[]; complete: PricingPlan[] };

/** How plans without a category (complete packages) are labelled (SPEC 2.1). */
export const COMPLETE_PACKAGE_LABEL = "Pachet Complet";

/**
 * Editors may name a category after the blog's long category names; the filter keeps the short
 * labels of SPEC 2.1 (Development, PPC, SEO, Social Media, Strategic, Branding, Email) so that eight
 * pills still fit on one line. Unknown names are shown as written.
 */
const SHORT_LABELS: Record<string, string> = {
  "web development": "Development",
  "social media management": "Social Media",
  "plan strategic de marketing online": "Strategic",
  "e-mail marketing": "Email",
  "email marketing": "Email",
};

export function shortCategoryLabel(name: string): string {
  const trimmed = name.trim();
  return SHORT_LABELS[trimmed.toLowerCase()] ?? trimmed;
}

/**
 * Splits the published plans into category groups and complete packages. Groups follow category
 * creation order (ascending id): it is the order in which the agency set up its offer, and it puts
 * the entry-level Development plans first, as SPEC 2.1 lists them. Plans keep their order inside a group.
 */
export function groupPlans(plans: PricingPlan[]): PricingGroups {
  const byCategory = new Map<number, PlanGroup>();
  const complete: PricingPlan[] = [];
  for (const plan of plans) {
    if (plan.category_id === null) {
      complete.push(plan);
      continue;
    }
    let group = byCategory.get(plan.category_id);
    if (!group) {
      group = { key: `categorie-${plan.category_id}`, label: shortCategoryLabel(plan.category_name ?? ""), plans: [] };
      byCategory.set(plan.category_id, group);
    }
    group.plans.push(plan);
  }
  const categories = [...byCategory.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
  return { categories, complete };
}

/** Plan uuid -> the label the bottom bar shows next to it (its category, or Pachet Complet). */
export function categoryLabelsByPlan(groups: PricingGroups): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const group of groups.categories) for (const plan of group.plans) labels[plan.uuid] = group.label;
  for (const plan of groups.complete) labels[plan.uuid] = COMPLETE_PACKAGE_LABEL;
  return labels;
}
