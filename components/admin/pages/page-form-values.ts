import { ValidationError } from "yup";
import type { PageDto, PagePayload } from "@/lib/api/pages";
import { slugify } from "@/lib/slug";
import { pageSchema } from "@/lib/validation/page";

export type PageFormValues = {
  name: string;
  slug: string;
  status: "draft" | "published";
  /** ISO 8601 with its offset, or null for "at once". */
  publish_at: string | null;
  metaTitle: string;
  metaDescription: string;
  focusKeyphrase: string;
  upperContent: string;
  lowerContent: string;
};

export type PageField = keyof PageFormValues;
export type PageErrors = Partial<Record<PageField, string>>;

/** The order of the form on screen: the first failing field in this order gets the focus. */
export const PAGE_FIELD_ORDER: PageField[] = ["name", "slug", "status", "publish_at", "metaTitle", "metaDescription", "focusKeyphrase", "upperContent", "lowerContent"];

export const PAGE_ID_PREFIX = "page";
export const pageFieldId = (path: string) => `${PAGE_ID_PREFIX}-${path.split(/[.[]/)[0]}`;

export function initialPageValues(page?: PageDto | null): PageFormValues {
  return {
    name: page?.name ?? "",
    slug: page?.slug ?? "",
    status: page?.status ?? "draft",
    publish_at: page?.publish_at ?? null,
    metaTitle: page?.metaTitle ?? "",
    metaDescription: page?.metaDescription ?? "",
    focusKeyphrase: page?.focusKeyphrase ?? "",
    upperContent: page?.upperContent ?? "",
    lowerContent: page?.lowerContent ?? "",
  };
}

/**
 * The shared yup schema (the API validates with the same one): name and slug always (a blank slug
 * is generated from the name first), meta title and description once published (SPEC 5).
 */
export async function validatePageValues(values: PageFormValues): Promise<PageErrors> {
  try {
    await pageSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: PageErrors = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const field = (item.path ?? "").split(/[.[]/)[0] as PageField;
      if (PAGE_FIELD_ORDER.includes(field) && !errors[field]) errors[field] = item.message;
    }
    return errors;
  }
}

export function toPagePayload(values: PageFormValues, updatedAt?: string): PagePayload {
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || slugify(values.name),
    status: values.status,
    publish_at: values.publish_at,
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    focusKeyphrase: values.focusKeyphrase.trim(),
    upperContent: values.upperContent,
    lowerContent: values.lowerContent,
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  };
}
