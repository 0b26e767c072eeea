import * as yup from "yup";
import type { Attribution } from "@/lib/attribution";
import { hasControlChars, updatedAt, withoutControlChars } from "./common";
import { CONTACT_MSG } from "./contact-messages";
import "./locale";

/**
 * Leads after they arrive: their follow-up status, the admins' note, where they came from and the
 * inbox's filters. Shared by the portal (labels, URL parameters) and the API (validation).
 */

/** Follow-up statuses in their order of progress; stored as the code, shown as the label. */
export const SUBMISSION_STATUSES = [
  ["nou", "Nou"],
  ["contactat", "Contactat"],
  ["oferta_trimisa", "Ofertă trimisă"],
  ["castigat", "Câștigat"],
  ["pierdut", "Pierdut"],
] as const;

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number][0];

export const STATUS_CODES = SUBMISSION_STATUSES.map(([code]) => code) as SubmissionStatus[];

export const statusLabel = (code: string): string => SUBMISSION_STATUSES.find(([c]) => c === code)?.[1] ?? code;

export const isSubmissionStatus = (value: unknown): value is SubmissionStatus =>
  typeof value === "string" && (STATUS_CODES as string[]).includes(value);

/** The internal note: plain text an admin writes; long enough for a call's summary, bounded. */
export const NOTE_MAX = 2000;

export const LEADS_MSG = {
  statusInvalid: "Starea aleasă nu există. Alegeți: Nou, Contactat, Ofertă trimisă, Câștigat sau Pierdut.",
  noteNotText: "Nota trebuie să fie text",
  noteMax: `Nota poate avea cel mult ${NOTE_MAX} de caractere`,
  noteChars: "Nota conține caractere nepermise",
  nothingToChange: "Trimiteți read, status sau note.",
  filterStatus: "Filtrul de stare nu este valid. Alegeți: nou, contactat, oferta_trimisa, castigat sau pierdut.",
  filterPackage: "Filtrul de pachet poate avea cel mult 200 de caractere.",
  filterDate: "Datele filtrului trebuie să fie în formatul AAAA-LL-ZZ.",
  filterDateOrder: "Data de început a filtrului este după data de sfârșit.",
  filterSearch: "Căutarea poate avea cel mult 100 de caractere.",
  filterEmail: "Adresa de e-mail a filtrului nu este validă.",
  filterSuspect: "Filtrul suspect poate fi doar true sau false.",
  emailRequired: "Introduceți adresa de e-mail a persoanei.",
} as const;

/** PUT /contact-submissions/{id}: every field optional; none at all (or no read) keeps SPEC 7's toggle. */
export const submissionUpdateSchema = yup.object({
  read: yup.boolean().typeError(CONTACT_MSG.readInvalid).nullable().optional(),
  status: yup
    .string()
    .typeError(LEADS_MSG.statusInvalid)
    .oneOf(STATUS_CODES, LEADS_MSG.statusInvalid)
    .optional(),
  note: withoutControlChars(
    yup
      .string()
      .typeError(LEADS_MSG.noteNotText)
      // A number or a boolean is not a note (yup would turn it into text).
      .test("text", LEADS_MSG.noteNotText, (_v, ctx) => ctx.originalValue == null || typeof ctx.originalValue === "string")
      .transform((v: unknown) => (v === null ? "" : typeof v === "string" ? v.trim() : v)),
    LEADS_MSG.noteChars,
  )
    .max(NOTE_MAX, LEADS_MSG.noteMax)
    .optional(),
  // The follow-up's version the admin loaded: a save over someone else's newer status or note is 409.
  updated_at: updatedAt(),
});

export type SubmissionUpdate = yup.InferType<typeof submissionUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// Attribution

// In lib/attribution.ts, without yup: the public form's script reads the keys too.
export { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS, emptyAttribution, readAttribution, type Attribution, type AttributionKey } from "@/lib/attribution";

// ---------------------------------------------------------------------------------------------------
// Inbox filters: query parameters of GET /contact-submissions and of its CSV export.

export type InboxFilters = {
  status?: SubmissionStatus;
  package?: string;
  /** Inclusive days, YYYY-MM-DD, in Romania's time zone. */
  from?: string;
  to?: string;
  /** Words that must all appear in the name, e-mail, phone or company. */
  q?: string;
  /** One data subject's messages, case-insensitive (GDPR). */
  email?: string;
  /** The "Suspecte" view: messages stored during a flood (QUALITY R7), apart from the inbox's. */
  suspect?: true;
};

/** The filters that narrow a list; `suspect` chooses the list (the inbox or the "Suspecte" view). */
export const FILTER_KEYS = ["status", "package", "from", "to", "q", "email"] as const;

export const hasInboxFilters = (filters: InboxFilters) => FILTER_KEYS.some((key) => Boolean(filters[key]));

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isDay = (value: string): boolean => {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/**
 * Reads the filters from query parameters: absent or blank means "any". Returns the filters or the
 * Romanian message of the first invalid one (the API answers it with 400).
 */
export function parseInboxFilters(params: URLSearchParams): { filters: InboxFilters } | { error: string } {
  const get = (key: string) => {
    const v = params.get(key);
    return v === null || v.trim() === "" ? undefined : v.trim();
  };
  const filters: InboxFilters = {};
  const suspect = get("suspect");
  if (suspect !== undefined) {
    if (suspect !== "true" && suspect !== "false") return { error: LEADS_MSG.filterSuspect };
    if (suspect === "true") filters.suspect = true;
  }
  const status = get("status");
  if (status !== undefined) {
    if (!isSubmissionStatus(status)) return { error: LEADS_MSG.filterStatus };
    filters.status = status;
  }
  const pkg = get("package");
  if (pkg !== undefined) {
    if (pkg.length > 200 || hasControlChars(pkg)) return { error: LEADS_MSG.filterPackage };
    filters.package = pkg;
  }
  for (const key of ["from", "to"] as const) {
    const day = get(key);
    if (day === undefined) continue;
    if (!isDay(day)) return { error: LEADS_MSG.filterDate };
    filters[key] = day;
  }
  if (filters.from && filters.to && filters.from > filters.to) return { error: LEADS_MSG.filterDateOrder };
  const q = get("q");
  if (q !== undefined) {
    if (q.length > 100 || hasControlChars(q)) return { error: LEADS_MSG.filterSearch };
    filters.q = q;
  }
  const email = get("email");
  if (email !== undefined) {
    // A lookup of what is stored, which may predate the contact form's EMAIL_PATTERN: an "@" is enough.
    if (email.length > 254 || !email.includes("@") || hasControlChars(email)) return { error: LEADS_MSG.filterEmail };
    filters.email = email;
  }
  return { filters };
}

/** The filters as query parameters, in a stable order (the portal's URL, the export link). */
export function inboxFilterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.suspect) params.set("suspect", "true");
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** One inbox message as the API returns it: built by lib/server/contact-submissions.ts, read by lib/api. */
export type SubmissionDto = {
  id: number;
  nume: string;
  prenume: string;
  email: string;
  telefon: string;
  website: string;
  mesaj: string;
  selected_package: string | null;
  answers: Array<{ question: string; label: string }>;
  read: boolean;
  /** Stored during a flood (QUALITY R7): out of the inbox and e-mail until an admin releases it. */
  suspect: boolean;
  status: SubmissionStatus;
  note: string;
  attribution: Attribution;
  created_at: string;
  /** The follow-up's version: changes with the status or the note (not with read), for optimistic locking. */
  updated_at: string;
};
