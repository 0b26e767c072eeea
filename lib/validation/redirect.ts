import * as yup from "yup";
import { isReservedPath, localPathOf, normalizePath, normalizeTarget, REDIRECT_CODES, type RedirectCode } from "@/lib/redirects/rules";
import { hasControlChars, text, updatedAt } from "./common";

export const REDIRECT_MSG = {
  fromRequired: "Adresa veche este obligatorie",
  fromPath: "Adresa veche trebuie să fie o cale de pe acest site, care începe cu / (de exemplu /blog/articol-vechi)",
  fromReserved: "Adresele din /api, din portal și ale fișierelor site-ului nu pot fi redirecționate",
  toRequired: "Destinația este obligatorie pentru codurile 301 și 302",
  toInvalid: "Destinația trebuie să fie o cale (de exemplu /blog/articol-nou) sau o adresă completă https://",
  toSelf: "Destinația nu poate fi chiar adresa veche",
  code: "Codul trebuie să fie 301 (mutat definitiv), 302 (mutat temporar) sau 410 (șters definitiv)",
  fromLive: "Adresa veche este o pagină publicată a site-ului: redirecționarea ar ascunde-o. Alegeți altă adresă.",
  duplicate: "Există deja o redirecționare de la această adresă.",
  loop: "Redirecționarea ar crea o buclă: destinația duce înapoi la adresa veche.",
  notFound: "Redirecționarea nu a fost găsită.",
  loadError: "Nu s-au putut încărca redirecționările",
  saveError: "Eroare la salvarea redirecționării",
  deleteError: "Eroare la ștergerea redirecționării",
  deleteConfirm: "Sigur doriți să ștergeți această redirecționare? Adresa veche va duce din nou la pagina 404.",
  importError: "Eroare la importul fișierului CSV",
  created: "Redirecționarea a fost adăugată.",
  saved: "Redirecționarea a fost salvată.",
  deleted: "Redirecționarea a fost ștearsă.",
  csvEmpty: "Fișierul CSV nu conține nicio redirecționare (coloanele: from,to,code).",
  csvUnreadable: "Fișierul nu a putut fi citit ca CSV (coloanele: from,to,code).",
  csvType: "Trimiteți fișierul CSV cu Content-Type: text/csv.",
} as const;

export const PATH_MAX = 2000;

/** One schema for the form, the API and each row of a CSV import. Paths are stored normalised (lib/redirects/rules.ts). */
export const redirectSchema = yup.object({
  from: text(PATH_MAX)
    .required(REDIRECT_MSG.fromRequired)
    .test("path", REDIRECT_MSG.fromPath, (v) => !v || normalizePath(v) !== null)
    .test("reserved", REDIRECT_MSG.fromReserved, (v) => !v || !isReservedPath(normalizePath(v) ?? ""))
    // Left as typed when it holds what no field may (the control-character rule then refuses it).
    .transform((v: string) => (hasControlChars(v) ? v : (normalizePath(v) ?? v))),
  // A number, or its digits as text (a CSV cell, a form's select); blank is 301.
  code: yup
    .mixed<RedirectCode>()
    .transform((v: unknown) => (v === "" || v === null || v === undefined ? 301 : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v))
    .oneOf([...REDIRECT_CODES], REDIRECT_MSG.code)
    .defined()
    .default(301),
  to: text(PATH_MAX)
    .when("code", {
      is: (code: unknown) => code !== 410,
      then: (s) => s.required(REDIRECT_MSG.toRequired).test("target", REDIRECT_MSG.toInvalid, (v) => normalizeTarget(v ?? "") !== null),
      otherwise: (s) => s.transform(() => ""),
    })
    .test("self", REDIRECT_MSG.toSelf, function (v) {
      const from = normalizePath(String(this.parent.from ?? ""));
      return !v || !from || localPathOf(normalizeTarget(v) ?? "") !== from;
    })
    .transform((v: string) => (hasControlChars(v) ? v : (normalizeTarget(v) ?? v))),
  updated_at: updatedAt(),
});

export type RedirectInput = yup.InferType<typeof redirectSchema>;
