import { yupToFormErrors, type FormikErrors } from "formik";
import { ValidationError } from "yup";
import type { Service, ServicePayload, ServiceStatus } from "@/lib/api/services";
import { serviceSchema } from "@/lib/validation/service";

/** One FAQ in the form: `key` keeps React state and ids with the item when it moves. */
export type FaqDraft = { key: string; question: string; answer: string };

export type ServiceFormValues = {
  title: string;
  slug: string;
  heroText: string;
  excerpt: string;
  heading: string;
  content: string;
  image: string | null;
  /** The select's value: "" for a main service, else the parent's id. */
  parent_id: string;
  faqs: FaqDraft[];
  metaTitle: string;
  metaDescription: string;
  focusKeyphrase: string;
  status: ServiceStatus;
};

export type FaqErrors = { question?: string; answer?: string };

/** The order of the fields on screen, for focusing the first failing one. */
export const FIELD_ORDER = [
  "title",
  "slug",
  "heroText",
  "excerpt",
  "heading",
  "content",
  "status",
  "parent_id",
  "image",
  "faqs",
  "metaTitle",
  "metaDescription",
  "focusKeyphrase",
] as const;

let nextKey = 0;
export const newFaqKey = () => `faq-${++nextKey}`;
export const emptyFaq = (): FaqDraft => ({ key: newFaqKey(), question: "", answer: "" });

export function initialServiceValues(service?: Service | null, parentId?: string | null): ServiceFormValues {
  return {
    title: service?.title ?? "",
    slug: service?.slug ?? "",
    heroText: service?.heroText ?? "",
    excerpt: service?.excerpt ?? "",
    heading: service?.heading ?? "",
    content: service?.content ?? "",
    image: service?.image ?? null,
    parent_id: service ? (service.parent_id === null ? "" : String(service.parent_id)) : (parentId ?? ""),
    faqs: (service?.faqs ?? []).map((f) => ({ key: newFaqKey(), question: f.question, answer: f.answer })),
    metaTitle: service?.metaTitle ?? "",
    metaDescription: service?.metaDescription ?? "",
    focusKeyphrase: service?.focusKeyphrase ?? "",
    status: service?.status ?? "draft",
  };
}

/** A positive integer id from the address (?parent_id=3), else null. */
export function parseParentId(value: string | null | undefined): string | null {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) return null;
  return String(Number(value));
}

export function toServicePayload(values: ServiceFormValues, updatedAt?: string): ServicePayload {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    heroText: values.heroText.trim(),
    excerpt: values.excerpt.trim(),
    heading: values.heading.trim(),
    content: values.content,
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    focusKeyphrase: values.focusKeyphrase.trim(),
    status: values.status,
    parent_id: values.parent_id === "" ? null : Number(values.parent_id),
    faqs: values.faqs.map((f) => ({ question: f.question.trim(), answer: f.answer })),
    image: values.image,
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  };
}

/**
 * Formik `validate` with the shared schema (the API runs the same one): strict rules only when the
 * status is published; every FAQ needs a question and an answer. Errors come back per field,
 * FAQ errors per item (`faqs[1].answer` -> errors.faqs[1].answer).
 */
export async function validateServiceValues(values: ServiceFormValues): Promise<FormikErrors<ServiceFormValues>> {
  try {
    await serviceSchema.validate(toServicePayload(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<ServiceFormValues>(error);
    throw error;
  }
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moveFaq<T>(items: T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
