import { ValidationError } from "yup";
import type { CaseStudy, CaseStudyPayload } from "@/lib/api/case-studies";
import { slugify } from "@/lib/slug";
import { caseStudySchema } from "@/lib/validation/case-study";
import { hasRichText, MSG } from "@/lib/validation/common";

export type CaseStudyFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  client: string;
  industry: string;
  services: string;
  perioada: string;
  featuredImage: string | null;
  metaTitle: string;
  metaDescription: string;
  focusKeyphrase: string;
  status: "draft" | "published";
  /** ISO 8601 with its offset, or null for "at once" (lib/bucharest-time.ts turns it into Romanian time on screen). */
  publish_at: string | null;
};

export type CaseStudyField = keyof CaseStudyFormValues;

/** The order of the form: the first failing field in this order gets the focus (SPEC 5). */
export const CASE_STUDY_FIELDS: CaseStudyField[] = [
  "title",
  "slug",
  "excerpt",
  "content",
  "client",
  "industry",
  "services",
  "perioada",
  "featuredImage",
  "metaTitle",
  "metaDescription",
  "focusKeyphrase",
  "status",
  "publish_at",
];

export const caseStudyFieldId = (field: string) => `cs-${field}`;

export function initialCaseStudyValues(item?: CaseStudy | null): CaseStudyFormValues {
  return {
    title: item?.title ?? "",
    slug: item?.slug ?? "",
    excerpt: item?.excerpt ?? "",
    content: item?.content ?? "",
    client: item?.client ?? "",
    industry: item?.industry ?? "",
    services: item?.services ?? "",
    perioada: item?.perioada ?? "",
    featuredImage: item?.featuredImage ?? null,
    metaTitle: item?.metaTitle ?? "",
    metaDescription: item?.metaDescription ?? "",
    focusKeyphrase: item?.focusKeyphrase ?? "",
    status: item?.status ?? "draft",
    publish_at: item?.publish_at ?? null,
  };
}

/** "SEO, , PPC " -> ["SEO", "PPC"]: the chips under the services input and the stored list. */
export function splitServices(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export type CaseStudyErrors = Partial<Record<CaseStudyField, string>>;

/**
 * The shared yup schema, every error at once, one per field. The schema fills the save-time
 * defaults first (blank meta title <- title, blank meta description <- excerpt, blank slug <- title),
 * so a published case study with blank meta fields is not flagged when title and excerpt exist.
 * On top of it, editor output without text ("<p></p>") counts as missing content when publishing.
 */
export async function validateCaseStudyValues(values: CaseStudyFormValues): Promise<CaseStudyErrors> {
  const errors: CaseStudyErrors = {};
  try {
    await caseStudySchema.validate(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const item of error.inner.length ? error.inner : [error]) {
      const path = item.path as CaseStudyField | undefined;
      if (path && CASE_STUDY_FIELDS.includes(path) && !errors[path]) errors[path] = item.message;
    }
  }
  if (values.status === "published" && !errors.content && !hasRichText(values.content)) errors.content = MSG.required;
  return errors;
}

/** The values as sent; the API fills the blank meta fields and records the date (SPEC 5). */
export function toCaseStudyPayload(values: CaseStudyFormValues, updatedAt?: string): CaseStudyPayload {
  const title = values.title.trim();
  return {
    title,
    slug: values.slug.trim() || slugify(title),
    excerpt: values.excerpt.trim(),
    content: hasRichText(values.content) ? values.content : "",
    client: values.client.trim(),
    industry: values.industry.trim(),
    services: splitServices(values.services).join(", "),
    perioada: values.perioada.trim(),
    featuredImage: values.featuredImage || null,
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    focusKeyphrase: values.focusKeyphrase.trim(),
    status: values.status,
    publish_at: values.publish_at,
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  };
}
