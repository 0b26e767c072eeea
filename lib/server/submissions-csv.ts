import "server-only";
import { groupAnswers } from "@/lib/leads/lead";
import { ATTRIBUTION_KEYS, statusLabel, type InboxFilters, type SubmissionDto } from "@/lib/validation/leads";
import { submissionBatches } from "./contact-submissions";
import { bucharestDay, csvLine } from "./csv";

/** Columns of the inbox's CSV export: Romanian headers, one field each, attribution last. */
const COLUMNS: Array<[string, (s: SubmissionDto) => string]> = [
  ["ID", (s) => String(s.id)],
  ["Data primirii", (s) => bucharestTime(s.created_at)],
  ["Nume", (s) => s.nume],
  ["Prenume", (s) => s.prenume],
  ["E-mail", (s) => s.email],
  ["Telefon", (s) => s.telefon],
  ["Website sau companie", (s) => s.website],
  ["Mesaj", (s) => s.mesaj],
  ["Pachet ales", (s) => s.selected_package ?? ""],
  ["Răspunsuri chestionar", (s) => flattenAnswers(s.answers)],
  ["Citit", (s) => (s.read ? "da" : "nu")],
  ["Stare", (s) => statusLabel(s.status)],
  ["Notă internă", (s) => s.note],
  ["Trimis de pe pagina", (s) => s.attribution.page ?? ""],
  ["Referrer", (s) => s.attribution.referrer ?? ""],
  ...ATTRIBUTION_KEYS.filter((k) => k !== "page" && k !== "referrer").map(
    (k): [string, (s: SubmissionDto) => string] => [k, (s) => s.attribution[k] ?? ""],
  ),
];

export const CSV_HEADERS = COLUMNS.map(([header]) => header);

/** "Întrebare: răspuns; Întrebare: răspuns 1, răspuns 2" */
export function flattenAnswers(answers: SubmissionDto["answers"]): string {
  return groupAnswers(answers)
    .map((g) => `${g.question}: ${g.labels.join(", ")}`)
    .join("; ");
}

function bucharestTime(iso: string): string {
  // sv-SE gives "2026-11-27 18:30:00": sortable, and read as a date by spreadsheets.
  return new Date(iso).toLocaleString("sv-SE", { timeZone: "Europe/Bucharest" });
}

/**
 * The filtered inbox as a CSV stream (UTF-8 with a BOM, for Excel): read in keyset batches as the client
 * takes them (pull), so 100,000 messages never sit in memory at once.
 */
export function submissionsCsvStream(filters: InboxFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<SubmissionDto[]> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADERS)}`));
    },
    async pull(controller) {
      batches ??= submissionBatches(filters);
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((s) => csvLine(COLUMNS.map(([, cell]) => cell(s)))).join("")));
    },
    async cancel() {
      await batches?.return(undefined);
    },
  });
}

/** mesaje-contact-2026-11-27.csv; one person's data: date-personale-2026-11-27.csv. */
export function csvFilename(filters: InboxFilters, now = new Date()): string {
  return `${filters.email ? "date-personale" : "mesaje-contact"}-${bucharestDay(now)}.csv`;
}
