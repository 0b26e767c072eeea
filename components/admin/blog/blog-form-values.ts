import { ValidationError } from "yup";
import { parseCategories, type BlogPayload, type BlogPost } from "@/lib/api/blog";
import { slugify } from "@/lib/slug";
import { blogSchema } from "@/lib/validation/blog";
import { MSG } from "@/lib/validation/common";

/** The form's values: the fields of the shared schema (lib/validation/blog.ts), none left undefined. */
export type BlogFormValues = { [K in keyof Omit<BlogPayload, "updated_at" | "categories">]-?: Exclude<BlogPayload[K], undefined> } & {
  /** Checked in the form, validated against BLOG_CATEGORIES by the schema. */
  categories: string[];
};

export type BlogField = keyof BlogFormValues;
export type BlogErrors = Partial<Record<BlogField, string>>;

/** The fields in the order of the form on screen (the schema's): the first failing one gets the focus. */
export const BLOG_FIELD_ORDER = Object.keys(blogSchema.fields).filter((key): key is BlogField => key !== "updated_at");

export const BLOG_ID_PREFIX = "blog";

/** The control that takes the focus for a field (the first checkbox for the categories). */
export function blogFieldId(path: string): string {
  const field = path.split(/[.[]/)[0];
  return field === "categories" ? `${BLOG_ID_PREFIX}-category-0` : `${BLOG_ID_PREFIX}-${field}`;
}

/** The form's values for an article, or an empty form: the schema's cast fills every field (text as "", its defaults). */
export function initialBlogValues(post?: BlogPost | null): BlogFormValues {
  const { updated_at: _version, ...values } = blogSchema.cast(post ?? {}, { assert: false, stripUnknown: true });
  return { ...values, categories: parseCategories(post?.categories) } as BlogFormValues;
}

/** The slug that will be saved: as typed, or generated from the title when left blank (SPEC 4). */
export const effectiveSlug = (values: Pick<BlogFormValues, "slug" | "title">) => values.slug.trim() || slugify(values.title);

/**
 * The shared yup schema (the API validates with the same one): a draft needs only the title; saving
 * as published needs every marked field (SPEC 5). One message per field, nested paths folded.
 */
export async function validateBlogValues(values: BlogFormValues): Promise<BlogErrors> {
  const errors: BlogErrors = {};
  try {
    await blogSchema.validate({ ...values, slug: values.slug.trim() }, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const item of error.inner.length ? error.inner : [error]) {
      const field = (item.path ?? "").split(/[.[]/)[0] as BlogField;
      if (BLOG_FIELD_ORDER.includes(field) && !errors[field]) errors[field] = item.message;
    }
  }
  // The article needs an address: a slug, or a title it can be generated from.
  if (!errors.slug && !effectiveSlug(values) && (values.status === "published" || values.title.trim())) {
    errors.slug = MSG.required;
  }
  return errors;
}

/** The API's 422 field errors on the form's fields ("categories[0]" shows on the categories). */
export function blogServerErrors(errors: Record<string, string> | undefined): BlogErrors {
  const mapped: BlogErrors = {};
  for (const [path, message] of Object.entries(errors ?? {})) {
    const field = path.split(/[.[]/)[0] as BlogField;
    if (BLOG_FIELD_ORDER.includes(field) && !mapped[field]) mapped[field] = message;
  }
  return mapped;
}

/** The body of the save: every field of the form, trimmed where typed, the slug filled in (SPEC 4). */
export function toBlogPayload(values: BlogFormValues, updatedAt?: string): BlogPayload {
  return {
    ...values,
    title: values.title.trim(),
    slug: effectiveSlug(values),
    excerpt: values.excerpt.trim(),
    // The schema refuses a name outside BLOG_CATEGORIES, on the form and again in the API.
    categories: values.categories as BlogPayload["categories"],
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    focusKeyphrase: values.focusKeyphrase.trim(),
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  };
}
