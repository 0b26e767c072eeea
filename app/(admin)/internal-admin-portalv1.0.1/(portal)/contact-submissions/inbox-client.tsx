"use client";
import { useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSWRConfig } from "swr";
import { Icon } from "@/components/admin/icons";
import { InboxHeader } from "@/components/admin/inbox/inbox-header";
import { countUnread, INBOX_MSG, replaceRow, withoutRow, withRead } from "@/components/admin/inbox/inbox-logic";
import { MessageList } from "@/components/admin/inbox/message-list";
import { MessageModal } from "@/components/admin/inbox/message-modal";
import { usePortalSession } from "@/components/admin/portal-session";
import { confirmDelete } from "@/components/ui/confirm";
import { Pagination } from "@/components/ui/pagination";
import { Card, EmptyState, ErrorState, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import type { SubmissionRow } from "@/lib/api/hooks";
import { useApi } from "@/lib/api/hooks";
import { deleteSubmission, markAllRead, putSubmissionRead, submissionsKey, type SubmissionsPage } from "@/lib/api/inbox";

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The inbox (SPEC 2.2, 4, 8): admin only, one page of submissions at a time, newest first; the page is
 * kept in the address (?page=N) like the other lists, so a reload or Back returns to it.
 */
export function InboxClient() {
  const { isAdmin } = usePortalSession();
  const toast = useToast();
  const { mutate: mutateGlobal } = useSWRConfig();
  const router = useRouter();
  const pathname = usePathname();
  const page = pageFrom(useSearchParams().get("page"));
  const goTo = (target: number) => router.push(target > 1 ? `${pathname}?page=${target}` : pathname, { scroll: true });
  const { data, error, isLoading, mutate } = useApi<SubmissionsPage>(submissionsKey(page), { keepPreviousData: true });
  const [openId, setOpenId] = useState<number | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);

  const submissions = data?.submissions ?? [];

  // A page past the end (an old address, or the last message of the last page deleted elsewhere) falls back to the last page.
  const totalPages = data?.totalPages ?? 0;
  const empty = Boolean(data) && submissions.length === 0;
  useEffect(() => {
    if (!empty || page <= 1) return;
    const last = Math.max(1, Math.min(totalPages, page - 1));
    router.replace(last > 1 ? `${pathname}?page=${last}` : pathname);
  }, [empty, page, totalPages, pathname, router]);
  const unread = countUnread(submissions);
  const selected = submissions.find((s) => s.id === openId) ?? null;

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  // The dashboard's recent-messages box reads the same state.
  const refreshDashboard = () => void mutateGlobal("/dashboard");

  /** Optimistic: the row and the counter change at once and go back if the server refuses. */
  async function updateRead(row: SubmissionRow, read: boolean) {
    setBusy(row.id, true);
    await mutate((current) => current && withRead(current, row.id, read), { revalidate: false });
    try {
      const saved = await putSubmissionRead(row.id, read);
      await mutate((current) => current && replaceRow(current, saved), { revalidate: false });
      refreshDashboard();
    } catch {
      await mutate((current) => current && withRead(current, row.id, row.read), { revalidate: false });
      toast.error(INBOX_MSG.updateFailed);
    } finally {
      setBusy(row.id, false);
    }
  }

  function open(row: SubmissionRow) {
    setOpenId(row.id);
    if (!row.read) void updateRead(row, true);
  }

  async function markAll() {
    const ids = submissions.filter((s) => !s.read).map((s) => s.id);
    if (ids.length === 0) return;
    setMarkingAll(true);
    const result = await markAllRead(ids, (row) => mutate((current) => current && replaceRow(current, row), { revalidate: false }));
    setMarkingAll(false);
    if (result.saved === 0) toast.error(INBOX_MSG.markAllFailed);
    else if (result.failed > 0) toast.error(INBOX_MSG.markAllPartial);
    else toast.success(INBOX_MSG.markAllDone);
    if (result.saved > 0) refreshDashboard();
  }

  async function remove(row: SubmissionRow) {
    if (!confirmDelete(INBOX_MSG.confirmDelete)) return;
    setBusy(row.id, true);
    try {
      await deleteSubmission(row.id);
      if (openId === row.id) setOpenId(null);
      const lastOnPage = submissions.length === 1 && page > 1;
      // The next message moves up from the following page, so the page is read again; a page left
      // empty goes back one page (the effect above).
      await mutate((current) => current && withoutRow(current, row.id), { revalidate: !lastOnPage });
      toast.success(INBOX_MSG.deleted);
      refreshDashboard();
    } catch {
      toast.error(INBOX_MSG.deleteFailed);
    } finally {
      setBusy(row.id, false);
    }
  }

  return (
    <>
      <InboxHeader unread={unread} total={data?.total} markingAll={markingAll} onMarkAll={() => void markAll()} />
      <div aria-live="polite" aria-busy={isLoading}>
        {error && !data ? (
          <ErrorState message={INBOX_MSG.listFailed} onRetry={() => void mutate()} />
        ) : !data ? (
          <Card>
            <Spinner label="Se încarcă mesajele..." />
          </Card>
        ) : submissions.length === 0 ? (
          <EmptyState
            icon={<Icon name="inbox" className="h-10 w-10" />}
            title="Nu există mesaje"
            description="Mesajele trimise din formularul de contact al site-ului vor apărea aici."
          />
        ) : (
          <Card className="overflow-hidden">
            <MessageList
              submissions={submissions}
              busyIds={busyIds}
              onOpen={open}
              onToggleRead={(s) => void updateRead(s, !s.read)}
              onDelete={isAdmin ? (s) => void remove(s) : undefined}
            />
          </Card>
        )}
      </div>
      {data ? <Pagination page={page} totalPages={data.totalPages} onChange={goTo} label="Paginare mesaje" /> : null}
      <MessageModal
        submission={selected}
        onClose={() => setOpenId(null)}
        onToggleRead={(s) => void updateRead(s, !s.read)}
        onDelete={isAdmin ? (s) => void remove(s) : undefined}
        busy={selected ? busyIds.has(selected.id) : false}
      />
    </>
  );
}
