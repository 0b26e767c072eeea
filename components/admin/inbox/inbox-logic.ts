import type { SubmissionRow } from "@/lib/api/hooks";
import type { SubmissionsPage } from "@/lib/api/inbox";
import { romanianCount } from "@/lib/plural";

/** The inbox's contract strings (SPEC 8) and its own wording. */
export const INBOX_MSG = {
  listFailed: "Nu s-au putut prelua mesajele de contact",
  deleteFailed: "Nu s-a putut șterge mesajul",
  updateFailed: "Nu s-a putut actualiza starea mesajului",
  markAllFailed: "Nu s-au putut marca mesajele ca citite",
  markAllPartial: "Unele mesaje nu au putut fi marcate ca citite. Încercați din nou.",
  markAllDone: "Toate mesajele de pe această pagină au fost marcate ca citite.",
  confirmDelete: "Sunteți sigur că doriți să ștergeți acest mesaj?",
  deleted: "Mesajul a fost șters.",
} as const;

/** SPEC 4: the unread count comes from the submissions of the current page only. */
export function countUnread(submissions: ReadonlyArray<Pick<SubmissionRow, "read">>): number {
  return submissions.reduce((n, s) => (s.read ? n : n + 1), 0);
}

/** Romanian plural: 1 mesaj necitit, 2 mesaje necitite, 20 de mesaje necitite. */
export const unreadLabel = (n: number): string => romanianCount(n, "mesaj necitit", "mesaje necitite");

export function replaceRow(data: SubmissionsPage, row: SubmissionRow): SubmissionsPage {
  return { ...data, submissions: data.submissions.map((s) => (s.id === row.id ? row : s)) };
}

export function withRead(data: SubmissionsPage, id: number, read: boolean): SubmissionsPage {
  return { ...data, submissions: data.submissions.map((s) => (s.id === id ? { ...s, read } : s)) };
}

export function withoutRow(data: SubmissionsPage, id: number): SubmissionsPage {
  return { ...data, submissions: data.submissions.filter((s) => s.id !== id) };
}
