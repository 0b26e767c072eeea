import * as yup from "yup";
import { html, MSG, status, text, updatedAt } from "./common";

export const PLAN_TYPES = ["featured", "recommended", "none"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** How the portal and the Tarife page label each plan type (SPEC 3). */
export const PLAN_TYPE_LABELS: Record<PlanType, string> = { featured: "Popular", recommended: "Recomandat", none: "" };

export const PLAN_MSG = {
  planType: "Tipul planului trebuie să fie featured, recommended sau none",
  categoryInvalid: "Categoria selectată nu este validă",
  categoryMissing: "Categoria selectată nu există. Reîncărcați pagina și alegeți altă categorie.",
  notFound: "Pachetul nu a fost găsit.",
  deleted: "Pachetul a fost șters.",
  listError: "Nu s-au putut prelua pachetele de preț",
  deleteError: "Nu s-a putut șterge pachetul",
  loadError: "Eroare la încărcarea pachetului",
  saveError: "Eroare la salvarea pachetului",
} as const;

const INT4_MAX = 2_147_483_647;

/**
 * TipTap sends "<p></p>" for an empty editor: a description counts as filled only when it has
 * visible text or an image, so an empty editor gets the same "required" message as an empty field.
 */
export function hasHtmlContent(value: string | undefined | null): boolean {
  if (!value) return false;
  if (/<img\b/i.test(value)) return true;
  return value.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\u00a0/gi, " ").trim() !== "";
}

const planType = () =>
  yup
    .string()
    .transform((v: unknown) => (v === "" || v === null ? undefined : v))
    .oneOf(PLAN_TYPES, PLAN_MSG.planType)
    .defined()
    .default("none");

/** null, "" or absent mean "no category": the plan is a complete package (Pachet Complet). */
const categoryId = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === "" || original === null || original === undefined ? null : value,
    )
    .typeError(PLAN_MSG.categoryInvalid)
    .integer(PLAN_MSG.categoryInvalid)
    .min(1, PLAN_MSG.categoryInvalid)
    .max(INT4_MAX, PLAN_MSG.categoryInvalid)
    .nullable()
    .default(null);

/**
 * One schema for the plan form and the API. Unlike other content, name, price and description
 * are required whatever the status: the spec's plan form requires them unconditionally (SPEC 5).
 * The client sends planType; plan_type (the DTO's name) is accepted too.
 */
export const planSchema = yup
  .object({
    name: text(200).required(MSG.required),
    price: text(100).required(MSG.required),
    description: html().required(MSG.required).test("html-content", MSG.required, (v) => hasHtmlContent(v)),
    planType: planType(),
    category_id: categoryId(),
    status: status(),
    updated_at: updatedAt(),
  })
  .transform((value: unknown) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    const v = value as Record<string, unknown>;
    return v.planType === undefined && v.plan_type !== undefined ? { ...v, planType: v.plan_type } : v;
  });

export type PlanInput = yup.InferType<typeof planSchema>;
