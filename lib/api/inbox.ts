import { api } from "./client";
import type { Paged, SubmissionRow } from "./hooks";

/** Calls of the inbox (SPEC 7.1): PUT and DELETE /contact-submissions/{id}. The list hook is useSubmissions. */
export type SubmissionsPage = Paged<"submissions", SubmissionRow>;

export const submissionsKey = (page: number) => `/contact-submissions?page=${page}`;

export function putSubmissionRead(id: number, read: boolean): Promise<SubmissionRow> {
  return api.put<SubmissionRow>(`/contact-submissions/${id}`, { read });
}

export function deleteSubmission(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/contact-submissions/${id}`);
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
