import { inboxFilterParams, type InboxFilters, type SubmissionUpdate } from "@/lib/validation/leads";
import { api, downloadFile } from "./client";
import type { Paged, SubmissionRow } from "./hooks";

/**
 * Calls of the inbox (SPEC 7.1): PUT and DELETE /contact-submissions/{id}, and the "Suspecte" view's
 * release and delete-all. The list hook is useSubmissions.
 */
export type SubmissionsPage = Paged<"submissions", SubmissionRow>;

/** The list's API path: the page and the inbox's filters (status, package, from, to, q, email). */
export function submissionsKey(page: number, filters: InboxFilters = {}): string {
  const params = inboxFilterParams(filters);
  params.set("page", String(page));
  return `/contact-submissions?${params}`;
}

/** The CSV export's API path with the same filters. */
export function exportPath(filters: InboxFilters = {}): string {
  const query = inboxFilterParams(filters).toString();
  return `/contact-submissions/export${query ? `?${query}` : ""}`;
}

/** Follow-up: the status and/or the internal note (PUT /contact-submissions/{id}). */
export function putSubmissionFollowUp(id: number, update: Pick<SubmissionUpdate, "status" | "note" | "updated_at">): Promise<SubmissionRow> {
  return api.put<SubmissionRow>(`/contact-submissions/${id}`, update);
}

/** A data subject's erasure: every message of the address (any case) and its queued e-mails. */
export function erasePersonalData(email: string): Promise<{ deleted: number; message: string }> {
  return api.delete<{ deleted: number; message: string }>(`/contact-submissions/personal-data?email=${encodeURIComponent(email)}`);
}

/** Downloads the filtered inbox as CSV (the browser saves it under the server's dated name). */
export const downloadCsv = (filters: InboxFilters = {}): Promise<void> => downloadFile(exportPath(filters));

export function putSubmissionRead(id: number, read: boolean): Promise<SubmissionRow> {
  return api.put<SubmissionRow>(`/contact-submissions/${id}`, { read });
}

export function deleteSubmission(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/contact-submissions/${id}`);
}

/** "Eliberează": a suspect message joins the inbox (its e-mail to the agency leaves then). */
export function releaseSubmission(id: number): Promise<SubmissionRow> {
  return api.post<SubmissionRow>(`/contact-submissions/${id}/release`);
}

/** "Șterge toate suspectele": those up to `upToId`, the newest the admin was shown. */
export function deleteSuspects(upToId: number): Promise<{ deleted: number; message: string }> {
  return api.delete<{ deleted: number; message: string }>(`/contact-submissions/suspect?up_to=${upToId}`);
}

/**
 * SPEC 4: mark-all-read sets each unread message read one by one (one request after the other, never
 * in parallel); a failure does not stop the rest. `onSaved` sees each stored row as it succeeds.
 */
export async function markAllRead(
  ids: readonly number[],
  onSaved?: (row: SubmissionRow) => unknown,
  put: (id: number, read: boolean) => Promise<SubmissionRow> = putSubmissionRead,
): Promise<{ saved: number; failed: number }> {
  let saved = 0;
  for (const id of ids) {
    try {
      const row = await put(id, true);
      saved += 1;
      await onSaved?.(row);
    } catch {
      // counted below; the next message is still tried
    }
  }
  return { saved, failed: ids.length - saved };
}
