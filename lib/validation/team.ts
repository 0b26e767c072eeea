import * as yup from "yup";
import { hasRichText, html, MSG, requiredImage, text, updatedAt } from "./common";

export const TEAM_MSG = {
  imageRequired: "Imaginea este obligatorie",
  notFound: "Membrul echipei nu a fost găsit.",
  deleted: "Membrul echipei a fost șters.",
  // SPEC 8: what the portal and the public site show when a call fails.
  listError: "Nu s-au putut prelua membrii echipei",
  loadError: "Eroare la încărcarea membrului echipei",
  saveError: "Eroare la salvarea membrului echipei",
  deleteError: "Nu s-a putut șterge membrul echipei",
  empty: "Nu există membri în echipă",
} as const;

/** Team members have no draft state, so every rule applies on every save (SPEC 5). */
export const teamSchema = yup.object({
  name: text(200).required(MSG.required),
  title: text(200).required(MSG.required),
  keyword: text(200).required(MSG.required),
  image: requiredImage(TEAM_MSG.imageRequired),
  // Rich HTML from the editor: its empty state "<p></p>" is still blank.
  description: html().test("description-required", MSG.required, hasRichText),
  updated_at: updatedAt(),
});

export type TeamInput = yup.InferType<typeof teamSchema>;
