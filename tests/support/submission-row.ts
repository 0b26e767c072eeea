import type { SubmissionRow } from "@/lib/api/hooks";
import { emptyAttribution } from "@/lib/validation/leads";

/** An unread inbox row as the API lists it, numbered; `overrides` sets what a test is about. */
export function submissionRow(id: number, overrides: Partial<SubmissionRow> = {}): SubmissionRow {
  return {
    id,
    nume: `Nume${id}`,
    prenume: `Prenume${id}`,
    email: `p${id}@example.com`,
    telefon: "+40722111222",
    website: "Firma SRL",
    mesaj: `Mesajul numărul ${id}, suficient de lung pentru formular.`,
    selected_package: null,
    answers: [],
    read: false,
    suspect: false,
    status: "nou",
    note: "",
    attribution: emptyAttribution(),
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}
