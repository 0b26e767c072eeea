"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { INBOX_MSG } from "@/components/admin/inbox/inbox-logic";
import type { FollowUpUpdate } from "@/components/admin/inbox/follow-up";
import { MessageModal } from "@/components/admin/inbox/message-modal";
import { SUSPECT_MSG } from "@/components/admin/inbox/suspect-view";
import { isNumericId } from "@/components/admin/editor-shell/editor-model";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { confirmDelete } from "@/components/ui/confirm";
import { Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import type { SubmissionRow } from "@/lib/api/hooks";
import { errorMessage } from "@/lib/api/client";
import { deleteSubmission, putSubmissionFollowUp, putSubmissionRead, releaseSubmission } from "@/lib/api/inbox";
import { useFreshResource } from "@/lib/api/resource";
import { ADMIN_BASE } from "@/lib/constants";

const INBOX = `${ADMIN_BASE}/contact-submissions`;

/**
 * The message as the inbox opens it (read, unread, delete), at an address of its own: the link of the
 * e-mail about a new lead lands here whichever page of the inbox the message is on by then.
 */
export function MessageClient({ id }: { id: string }) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const valid = isNumericId(id);
  const { data, error, reload } = useFreshResource<SubmissionRow>(valid ? `/contact-submissions/${id}` : null);
  const [row, setRow] = useState<SubmissionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const markedOnOpen = useRef(false);
  const shown = row ?? data;
  // The inbox's list and the dashboard's unread box read the same rows.
  const refreshLists = () => void mutate((key) => typeof key === "string" && (key.startsWith("/contact-submissions") || key === "/dashboard"));

  async function setRead(target: SubmissionRow, read: boolean) {
    setBusy(true);
    try {
      setRow(await putSubmissionRead(target.id, read));
      refreshLists();
    } catch {
      toast.error(INBOX_MSG.updateFailed);
    } finally {
      setBusy(false);
    }
  }

  // Opening a message reads it, as in the inbox.
  useEffect(() => {
    if (!data || data.read || markedOnOpen.current) return;
    markedOnOpen.current = true;
    void setRead(data, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded message
  }, [data]);

  async function saveFollowUp(target: SubmissionRow, update: FollowUpUpdate) {
    try {
      setRow(await putSubmissionFollowUp(target.id, update));
      refreshLists();
      toast.success("Urmărirea mesajului a fost salvată.");
    } catch (failure) {
      throw new Error(errorMessage(failure, "Nu s-a putut salva urmărirea mesajului."));
    }
  }

  async function release(target: SubmissionRow) {
    setBusy(true);
    try {
      setRow(await releaseSubmission(target.id));
      refreshLists();
      toast.success(SUSPECT_MSG.released);
    } catch (failure) {
      toast.error(errorMessage(failure, SUSPECT_MSG.releaseFailed));
    } finally {
      setBusy(false);
    }
  }

  async function remove(target: SubmissionRow) {
    if (!confirmDelete(INBOX_MSG.confirmDelete)) return;
    setBusy(true);
    try {
      await deleteSubmission(target.id);
      toast.success(INBOX_MSG.deleted);
      refreshLists();
      router.push(INBOX);
    } catch {
      toast.error(INBOX_MSG.deleteFailed);
      setBusy(false);
    }
  }

  if (error || !valid) {
    return (
      <ItemLoadError
        error={error}
        missing={!valid}
        notFoundMessage="Mesajul nu a fost găsit."
        loadErrorMessage={INBOX_MSG.listFailed}
        listHref={INBOX}
        listLabel="Înapoi la mesaje"
        onRetry={reload}
      />
    );
  }
  if (!shown) return <Spinner label="Se încarcă mesajul..." />;
  return (
    <MessageModal
      submission={shown}
      onClose={() => router.push(INBOX)}
      onToggleRead={(s) => void setRead(s, !s.read)}
      onDelete={(s) => void remove(s)}
      onRelease={(s) => void release(s)}
      onSaveFollowUp={saveFollowUp}
      busy={busy}
    />
  );
}
