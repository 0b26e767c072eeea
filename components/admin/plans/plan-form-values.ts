import { ValidationError } from "yup";
import type { Plan } from "@/lib/api/hooks";
import type { PlanPayload } from "@/lib/api/plans";
import { planSchema, type PlanType } from "@/lib/validation/plan";

/** What the form holds: the category as the select's string value ("" = complete package). */
export type PlanFormValues = {
  name: string;
  price: string;
  description: string;
  planType: PlanType;
  category_id: string;
  status: "draft" | "published";
};

export type PlanField = keyof PlanFormValues;
export const PLAN_FIELDS: PlanField[] = ["name", "price", "description", "planType", "category_id", "status"];

export function initialPlanValues(plan?: Plan | null): PlanFormValues {
  return {
    name: plan?.name ?? "",
    price: plan?.price ?? "",
    description: plan?.description ?? "",
    planType: plan?.plan_type ?? "none",
    category_id: plan?.category_id ? String(plan.category_id) : "",
    status: plan?.status ?? "draft",
  };
}

/** The shared yup schema (the API validates with the same one), every error at once, one per field. */
export async function validatePlanValues(values: PlanFormValues): Promise<Partial<Record<PlanField, string>>> {
  try {
    await planSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<PlanField, string>> = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const path = item.path as PlanField | undefined;
      if (path && PLAN_FIELDS.includes(path) && !errors[path]) errors[path] = item.message;
    }
    return errors;
  }
}

export function toPlanPayload(values: PlanFormValues, updatedAt?: string): PlanPayload {
  return {
    name: values.name.trim(),
    price: values.price.trim(),
    description: values.description,
    planType: values.planType,
    category_id: values.category_id === "" ? null : Number(values.category_id),
    status: values.status,
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  };
}

/** The API's 422 field errors mapped onto the form's fields (plan_type is the DTO's name for planType). */
export function serverFieldErrors(errors: Record<string, string> | undefined): Partial<Record<PlanField, string>> {
  const mapped: Partial<Record<PlanField, string>> = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const field = (key === "plan_type" ? "planType" : key) as PlanField;
    if (PLAN_FIELDS.includes(field)) mapped[field] = message;
  }
  return mapped;
}
