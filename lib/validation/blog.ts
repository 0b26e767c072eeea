import * as yup from "yup";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { richRequiredWhenPublished, metaDescription, focusKeyphrase, metaTitle, MSG, optionalImage, requiredWhenPublished, slug, status, text, updatedAt, publishAt } from "./common";

export const BLOG_MSG = {
  category: "Categoria nu este validă",
  duplicateSlug: "Acest slug este deja folosit. Vă rugăm să alegeți altul.",
  listError: "Nu s-au putut prelua articolele pe blog",
  deleteConfirm: "Sunteți sigur că doriți să ștergeți acest articol?",
  deleteError: "Nu s-a putut șterge articolul",
  loadError: "Eroare la încărcarea articolului",
  saveError: "Eroare la salvarea articolului",
  notFound: "Articolul nu a fost găsit.",
} as const;

/** Categories may arrive as a list or as a JSON string of a list (SPEC 3). */
const categories = () =>
  yup
    .array(yup.string().defined().oneOf([...BLOG_CATEGORIES], BLOG_MSG.category))
    .transform((value: unknown, original: unknown) => {
      if (typeof original === "string") {
        try {
          const parsed = JSON.parse(original);
          return Array.isArray(parsed) ? parsed : [original];
        } catch {
          return original.trim() ? [original.trim()] : [];
        }
      }
      return original === null || original === undefined ? [] : value;
    })
    .typeError(BLOG_MSG.category)
    .defined()
    .default([])
    .when("status", { is: "published", then: (s) => s.min(1, MSG.required) });

/** Its keys are in the order of the portal form, whose focus goes to the first failing field. */
export const blogSchema = yup.object({
  title: text(200).required(MSG.required),
  slug: slug(),
  excerpt: requiredWhenPublished(text(1000)),
  content: richRequiredWhenPublished(),
  status: status(),
  publish_at: publishAt(),
  categories: categories(),
  featuredImage: optionalImage(),
  metaTitle: requiredWhenPublished(metaTitle()),
  metaDescription: requiredWhenPublished(metaDescription()),
  focusKeyphrase: focusKeyphrase(),
  updated_at: updatedAt(),
});

export type BlogInput = yup.InferType<typeof blogSchema>;
