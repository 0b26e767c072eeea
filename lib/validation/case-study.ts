import * as yup from "yup";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "@/lib/constants";
import { slugify } from "@/lib/slug";
import { hasControlChars, html, metaDescription, focusKeyphrase, metaTitle, MSG, optionalImage, requiredWhenPublished, slug, status, text, updatedAt, publishAt } from "./common";

export const CASE_STUDY_MSG = {
  listError: "Nu s-au putut prelua studiile de caz",
  loadError: "Nu s-a putut încărca studiul de caz",
  saveError: "Nu s-a putut salva studiul de caz",
  deleteError: "Nu s-a putut șterge studiul de caz",
  notFound: "Studiul de caz nu a fost găsit.",
  deleted: "Studiul de caz a fost șters.",
  reservedSlug: "Acest slug este rezervat de sistem. Vă rugăm să alegeți altul.",
  numericSlug: "Slug-ul nu poate conține doar cifre, deoarece ar fi confundat cu un identificator.",
} as const;

/** GET /case-studies/{slug} would hit these fixed routes instead of the case study. */
export const RESERVED_CASE_STUDY_SLUGS: readonly string[] = ["header", "upload"];

/** Shortens a default meta text to the limit at a word boundary (a single over-long word is cut). */
export function truncateAtWord(input: string, max: number): string {
  const s = input.replace(/\s+/g, " ").trim();
  if (s.length <= max) return s;
  // One character more than the limit: if it is a space, the cut falls exactly on the limit.
  const head = s.slice(0, max + 1);
  const space = head.lastIndexOf(" ");
  return (space > 0 ? head.slice(0, space) : s.slice(0, max)).trimEnd();
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * Save-time defaults of SPEC 5, applied before the rules so that publishing with blank meta fields
 * works when the title and excerpt exist: blank slug <- title, metaTitle <- title, metaDescription <- excerpt.
 */
function applyDefaults(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const v = { ...(value as Record<string, unknown>) };
  if (blank(v.slug)) v.slug = slugify(str(v.title));
  if (blank(v.metaTitle)) v.metaTitle = truncateAtWord(str(v.title), META_TITLE_MAX);
  if (blank(v.metaDescription)) v.metaDescription = truncateAtWord(str(v.excerpt), META_DESCRIPTION_MAX);
  return v;
}

/** Services arrive as "SEO, PPC" or ["SEO", "PPC"]; both are stored as one comma-separated string. */
const services = () =>
  text(1000).transform((value: unknown, original: unknown) => {
    const items = Array.isArray(original) ? original : typeof original === "string" ? original.split(",") : null;
    if (!items) return value;
    if (!items.every((i): i is string => typeof i === "string")) return original;
    // Trimming would drop a vertical tab or form feed next to a comma: such a value is kept as sent
    // and refused by the control-character rule.
    if (items.some(hasControlChars)) return items.join(", ");
    return items.map((i) => i.trim()).filter(Boolean).join(", ");
  });

export const caseStudySchema = yup
  .object({
    title: text(200).required(MSG.required),
    slug: slug()
      .required(MSG.required)
      .test("reserved", (value, ctx) => {
        if (!value) return true;
        if (RESERVED_CASE_STUDY_SLUGS.includes(value)) return ctx.createError({ message: CASE_STUDY_MSG.reservedSlug });
        // GET /case-studies/{idOrSlug} reads digits as an id, so a digits-only slug could never be fetched.
        if (/^\d+$/.test(value)) return ctx.createError({ message: CASE_STUDY_MSG.numericSlug });
        return true;
      }),
    content: requiredWhenPublished(html()),
    excerpt: requiredWhenPublished(text(1000)),
    perioada: requiredWhenPublished(text(200)),
    industry: requiredWhenPublished(text(200)),
    services: requiredWhenPublished(services()),
    client: text(200),
    status: status(),
    publish_at: publishAt(),
    featuredImage: optionalImage(),
    metaTitle: requiredWhenPublished(metaTitle()),
    metaDescription: requiredWhenPublished(metaDescription()),
    focusKeyphrase: focusKeyphrase(),
    updated_at: updatedAt(),
  })
  .transform(applyDefaults);

export type CaseStudyInput = yup.InferType<typeof caseStudySchema>;
