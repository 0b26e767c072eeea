import * as yup from "yup";
import { slugify } from "@/lib/slug";
import { html, metaDescription, focusKeyphrase, metaTitle, requiredWhenPublished, slug, status, text, updatedAt, publishAt } from "./common";

export const PAGE_MSG = {
  nameRequired: "Numele paginii este obligatoriu",
  slugRequired: "Slug-ul este obligatoriu",
  reservedSlug: "Acest slug este rezervat pentru o adresă a sistemului. Vă rugăm să alegeți altul.",
  numericSlug: "Slug-ul nu poate conține doar cifre, deoarece ar fi confundat cu un identificator.",
  loadError: "Eroare la încărcarea datelor paginii",
  saveError: "Eroare la salvarea paginii",
  deleteError: "Eroare la ștergerea paginii",
  notFound: "Pagina nu a fost găsită.",
  deleted: "Pagina a fost ștearsă.",
} as const;

/**
 * Slugs a CMS page may not take because the address already belongs to the system, or because
 * GET /pages/{slug} would be answered by a fixed API route instead. The fixed public routes that
 * read their texts from a page (despre-noi, contact, blog, studii-de-caz, echipa, tarife) stay allowed.
 * Several entries cannot pass the slug format anyway; they are listed so the intent is explicit.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  "api",
  "uploads",
  "internal-admin-portalv1.0.1",
  "_next",
  "404",
  "sitemap.xml",
  "robots.txt",
  "published", // GET /pages/published
  "cautare", // the site search
];

/** A blank slug follows the name (SPEC 4), before the rules below run, in the form and in the API. */
function fillSlugFromName(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const v = value as Record<string, unknown>;
  const given = typeof v.slug === "string" ? v.slug.trim() : v.slug;
  if (given !== undefined && given !== null && given !== "") return v;
  return { ...v, slug: typeof v.name === "string" ? slugify(v.name) : "" };
}

export const pageSchema = yup
  .object({
    name: text(200).required(PAGE_MSG.nameRequired),
    // Always required after generation: the slug is the page's address and unique key.
    slug: slug()
      .required(PAGE_MSG.slugRequired)
      .test("reserved", (value, ctx) => {
        if (!value) return true;
        if (RESERVED_PAGE_SLUGS.includes(value)) return ctx.createError({ message: PAGE_MSG.reservedSlug });
        // /pages/{slugOrId} reads digits as an id, so a digits-only slug could never be fetched.
        if (/^\d+$/.test(value)) return ctx.createError({ message: PAGE_MSG.numericSlug });
        return true;
      }),
    metaTitle: requiredWhenPublished(metaTitle()),
    metaDescription: requiredWhenPublished(metaDescription()),
    focusKeyphrase: focusKeyphrase(),
    upperContent: html(),
    lowerContent: html(),
    status: status(),
    publish_at: publishAt(),
    updated_at: updatedAt(),
  })
  .transform(fillSlugFromName);

export type PageInput = yup.InferType<typeof pageSchema>;
