import * as yup from "yup";
import { hasRichText, html, metaDescription, focusKeyphrase, metaTitle, MSG, optionalImage, requiredWhenPublished, slug, status, text, updatedAt } from "./common";

/**
 * True when rich HTML holds something a reader would see: text or an image. The editor's empty
 * state ("<p></p>", "<p><br></p>", "&nbsp;") counts as blank. Shared with the team schema.
 */

export const SERVICE_MSG = {
  notFound: "Serviciul nu a fost găsit.",
  faqQuestion: "Întrebarea este obligatorie",
  faqAnswer: "Răspunsul este obligatoriu",
  faqs: "Lista de întrebări frecvente nu este validă",
  tooManyFaqs: "Sunt permise cel mult 100 de întrebări frecvente",
  parentInvalid: "Serviciul părinte nu este valid.",
  parentMissing: "Serviciul părinte selectat nu există.",
  parentNotMain:
    "Serviciul părinte trebuie să fie un serviciu principal. Un sub-serviciu nu poate avea propriile sub-servicii.",
  parentSelf: "Un serviciu nu poate fi propriul său părinte.",
  parentHasChildren:
    "Acest serviciu are sub-servicii, deci nu poate deveni sub-serviciu. Mutați mai întâi sub-serviciile.",
  hasChildren: "Serviciul are sub-servicii. Ștergeți sau mutați mai întâi sub-serviciile.",
  deleted: "Serviciul a fost șters.",
  // SPEC 8: what the portal and the public site show when a call fails.
  listError: "Nu s-au putut încărca serviciile. Vă rugăm să încercați din nou.",
  loadError: "Nu s-a putut încărca serviciul",
  parentsError: "Nu s-au putut încărca serviciile părinte",
  saveError: "Nu s-a putut salva serviciul",
  deleteError: "Nu s-a putut șterge serviciul",
  footerError: "Eroare la încărcarea serviciilor",
  publicListError: "Nu s-au putut prelua serviciile",
  empty: "Nu există servicii",
} as const;

const MAX_FAQS = 100;
const MAX_ID = 2_147_483_647;

/** A FAQ answer comes from the rich-text editor, so "<p></p>" counts as blank. */
const faq = () =>
  yup.object({
    question: text(1000).required(SERVICE_MSG.faqQuestion),
    answer: html().test("answer-required", SERVICE_MSG.faqAnswer, hasRichText),
  });

/** The FAQ list; null means none, and a JSON string of a list is accepted as older clients send it. */
const faqs = () =>
  yup
    .array(faq().typeError(SERVICE_MSG.faqs))
    .transform((value: unknown, original: unknown) => {
      if (original === null || original === undefined || original === "") return [];
      if (typeof original === "string") {
        try {
          return JSON.parse(original) as unknown;
        } catch {
          return original;
        }
      }
      return value;
    })
    .typeError(SERVICE_MSG.faqs)
    .max(MAX_FAQS, SERVICE_MSG.tooManyFaqs)
    .defined()
    .default([]);

/** A blank parent (null, "", undefined) is a main service; otherwise the id of a main service. */
const parentId = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === null || original === undefined || (typeof original === "string" && original.trim() === "")
        ? null
        : value,
    )
    .typeError(SERVICE_MSG.parentInvalid)
    .integer(SERVICE_MSG.parentInvalid)
    .min(1, SERVICE_MSG.parentInvalid)
    .max(MAX_ID, SERVICE_MSG.parentInvalid)
    .nullable()
    .default(null);

export const serviceSchema = yup.object({
  title: text(200).required(MSG.required),
  slug: slug(),
  heroText: requiredWhenPublished(text(1000)),
  excerpt: requiredWhenPublished(text(2000)),
  heading: requiredWhenPublished(text(500)),
  content: html().when("status", {
    is: "published",
    then: (s) => s.test("content-required", MSG.required, hasRichText),
  }),
  metaTitle: requiredWhenPublished(metaTitle()),
  metaDescription: requiredWhenPublished(metaDescription()),
  focusKeyphrase: focusKeyphrase(),
  status: status(),
  parent_id: parentId(),
  faqs: faqs(),
  image: optionalImage().when("status", {
    is: "published",
    then: (s) => s.nonNullable(MSG.required).required(MSG.required),
  }),
  updated_at: updatedAt(),
});

export type ServiceInput = yup.InferType<typeof serviceSchema>;
