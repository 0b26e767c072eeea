"use client";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { CATEGORY_MSG } from "@/lib/validation/category";
import { PLAN_MSG, type PlanType } from "@/lib/validation/plan";
import { api } from "./client";
import type { Category, Plan } from "./hooks";

/** Everything the pricing-plan screens show that SPEC 8 does not already spell out in PLAN_MSG. */
export const PLAN_UI = {
  ...PLAN_MSG,
  deleteConfirm: "Sunteți sigur că doriți să ștergeți acest pachet?",
  created: "Pachetul a fost creat.",
  saved: "Pachetul a fost salvat.",
  completePackage: "Pachet Complet",
  noCategory: "Fără categorie (Pachet Complet)",
  categoryAddError:
    "Nu s-a putut adăuga categoria. Este posibil să existe deja o categorie cu acest nume; verificați numele sau încercați din nou.",
  categoryDeleteError: CATEGORY_MSG.inUse,
  categoryNameRequired: CATEGORY_MSG.nameRequired,
  categoryDeleteConfirm: (name: string) => `Sunteți sigur că doriți să ștergeți categoria „${name}”?`,
} as const;

/** Labels of the plan type select; the list shows only the non-standard ones (SPEC 3). */
export const PLAN_TYPE_OPTIONS: Array<{ value: PlanType; label: string }> = [
  { value: "none", label: "Standard" },
  { value: "featured", label: "Popular" },
  { value: "recommended", label: "Recomandat" },
];

/** The body of POST /packages and PUT /packages/{uuid} (SPEC 7.2, plus updated_at for QUALITY D1). */
export type PlanPayload = {
  name: string;
  price: string;
  description: string;
  planType: PlanType;
  category_id: number | null;
  status: "draft" | "published";
  updated_at?: string;
};

export const ADMIN_PLANS_PREFIX = "/packages/admin";
export const CATEGORIES_KEY = "/categories";

export const savePlan = (uuid: string | null, payload: PlanPayload) =>
  uuid ? api.put<Plan>(`/packages/${encodeURIComponent(uuid)}`, payload) : api.post<Plan>("/packages", payload);

export const deletePlan = (uuid: string) => api.delete<{ message: string }>(`/packages/${encodeURIComponent(uuid)}`);

export const createCategory = (name: string) => api.post<Category>(CATEGORIES_KEY, { name });

export const deleteCategory = (id: number) => api.delete<{ message: string }>(`${CATEGORIES_KEY}/${id}`);

/** Categories as the API orders them: by name, case-insensitively. */
export function sortCategories(list: Category[]): Category[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, "ro", { sensitivity: "base" }) || a.id - b.id);
}

/** Revalidates every page of the admin plan list (after a create, save or delete). */
export function useRevalidatePlans() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => typeof key === "string" && key.startsWith(ADMIN_PLANS_PREFIX)),
    [mutate],
  );
}
