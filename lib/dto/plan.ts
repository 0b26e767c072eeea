import type { Status } from "@/lib/content-status";
import type { PlanType } from "@/lib/validation/plan";

/** A row of GET /plans and GET /plans/{uuid}, with its category's name (SPEC 7). */
export type PlanDto = {
  uuid: string;
  name: string;
  price: string;
  description: string;
  plan_type: PlanType;
  category_id: number | null;
  category_name: string | null;
  status: Status;
  created_at: string;
  updated_at: string;
};

/** GET /categories: a plan category. */
export type CategoryDto = { id: number; name: string };
