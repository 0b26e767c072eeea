import * as yup from "yup";
import { text } from "./common";

export const CATEGORY_MSG = {
  nameRequired: "Numele categoriei este obligatoriu",
  duplicate: "Categoria există deja. Alegeți un alt nume.",
  inUse: "Categoria nu poate fi ștearsă deoarece este folosită de unul sau mai multe pachete.",
  notFound: "Categoria nu a fost găsită.",
  deleted: "Categoria a fost ștearsă.",
} as const;

export const CATEGORY_NAME_MAX = 100;

/** The name is trimmed first, so a name of spaces only counts as missing (SPEC 5). */
export const categorySchema = yup.object({
  name: text(CATEGORY_NAME_MAX).required(CATEGORY_MSG.nameRequired),
});

export type CategoryInput = yup.InferType<typeof categorySchema>;
