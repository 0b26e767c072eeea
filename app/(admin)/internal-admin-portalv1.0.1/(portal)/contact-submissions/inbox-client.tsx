"use client";
import { useEffect, useMemo, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSWRConfig } from "swr";
import { Icon } from "@/components/admin/icons";
import { ExportCsvLink } from "@/components/admin/inbox/export-csv-link";
import type { FollowUpUpdate } from "@/components/admin/inbox/follow-up";
import { filtersFromSearch, InboxFilterBar } from "@/components/admin/inbox/inbox-filters";
import { InboxHeader } from "@/components/admin/inbox/inbox-header";
import { countUnread, INBOX_MSG, replaceRow, withoutRow, withRead } from "@/components/admin/inbox/inbox-logic";
import { MessageList } from "@/components/admin/inbox/message-list";
import { MessageModal } from "@/components/admin/inbox/message-modal";
import { GDPR_MSG, PersonalDataModal } from "@/components/admin/inbox/personal-data-modal";
import { InboxViews, SUSPECT_MSG, SuspectBar } from "@/components/admin/inbox/suspect-view";
import { usePortalSession } from "@/components/admin/portal-session";
import { confirmDelete } from "@/components/ui/confirm";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Card, EmptyState, ErrorState, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import type { SubmissionRow } from "@/lib/api/hooks";
import { useApi } from "@/lib/api/hooks";
import { errorMessage } from "@/lib/api/client";
import {
  deleteSubmission,
  deleteSuspects,
  markAllRead,
  putSubmissionFollowUp,
  putSubmissionRead,
  releaseSubmission,
  submissionsKey,
  type SubmissionsPage,
} from "@/lib/api/inbox";
import { hasInboxFilters, inboxFilterParams, type InboxFilters } from "@/lib/validation/leads";

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The inbox (SPEC 2.2, 4, 8): admin only, one page of submissions at a time, newest first. The page,
 * the search and the filters are kept in the address (?q=&status=&package=&from=&to=&page=N), so a
 * reload or Back returns to them; "Exportă CSV" exports what the filters select. ?suspect=true is the
 * "Suspecte (N)" view (QUALITY R7): messages of a flood, released one by one or deleted.
 */
export function InboxClient() {
  const { isAdmin } = usePortalSession();
  const toast = useToast();
  const { mutate: mutateGlobal } = useSWRConfig();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const page = pageFrom(search.get("page"));
  const query = search.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(query)), [query]);
  const hrefFor = (target: number, next: InboxFilters = filters) => {
    const params = inboxFilterParams(next);
    if (target > 1) params.set("page", String(target));
    const q = params.toString();
    return q ? `${pathname}?${q}` : pathname;
  };
  const goTo = (target: number) => router.push(hrefFor(target), { scroll: true });
  const applyFilters = (next: InboxFilters) => router.push(hrefFor(1, next), { scroll: false });
  const { data, error, isLoading, mutate } = useApi<SubmissionsPage>(submissionsKey(page, filters), { keepPreviousData: true });
  const suspectView = filters.suspect === true;
  // How many wait, and the newest of them ("Șterge toate suspectele" stops there): page 1 of the view, unfiltered.
  const { data: suspectHead } = useApi<SubmissionsPage>(submissionsKey(1, { suspect: true }));
  const suspectCount = suspectHead?.total ?? 0;
  const [deletingSuspects, setDeletingSuspects] = useState(false);
  const [gdprOpen, setGdprOpen] = useState(false);
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
    router.replace(hrefFor(last));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hrefFor follows filters and pathname
  }, [empty, page, totalPages, pathname, router, filters]);
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

  /** Status and note: saved, then the row shows them (it stays in view even if it no longer matches the filters, until the next load). */
  async function saveFollowUp(row: SubmissionRow, update: FollowUpUpdate) {
    try {
      const saved = await putSubmissionFollowUp(row.id, update);
      await mutate((current) => current && replaceRow(current, saved), { revalidate: false });
      toast.success("Urmărirea mesajului a fost salvată.");
    } catch (failure) {
      throw new Error(errorMessage(failure, "Nu s-a putut salva urmărirea mesajului."));
    }
  }

  /** Everything a data subject's erasure may have changed: every inbox page and the dashboard. */
  const refreshAll = () => void mutateGlobal((key) => typeof key === "string" && (key.startsWith("/contact-submissions") || key === "/dashboard"));

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

  /** "Eliberează": the row leaves this view for the inbox; every list and the dashboard read again. */
  async function release(row: SubmissionRow) {
    setBusy(row.id, true);
    try {
      await releaseSubmission(row.id);
      if (openId === row.id) setOpenId(null);
      toast.success(SUSPECT_MSG.released);
      refreshAll();
    } catch (failure) {
      toast.error(errorMessage(failure, SUSPECT_MSG.releaseFailed));
    } finally {
      setBusy(row.id, false);
    }
  }

  async function removeSuspects() {
    const newest = suspectHead?.submissions[0]?.id;
    if (newest === undefined || !confirmDelete(SUSPECT_MSG.confirmDeleteAll(suspectCount))) return;
    setDeletingSuspects(true);
    try {
      const result = await deleteSuspects(newest);
      setOpenId(null);
      toast.success(result.message);
      refreshAll();
      router.push(hrefFor(1, {}), { scroll: true });
    } catch (failure) {
      toast.error(errorMessage(failure, SUSPECT_MSG.deleteAllFailed));
    } finally {
      setDeletingSuspects(false);
    }
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
      <InboxHeader unread={unread} total={data?.total} markingAll={markingAll} onMarkAll={() => void markAll()} suspect={suspectView} />
      <InboxViews suspectView={suspectView} suspectCount={suspectCount} inboxHref={hrefFor(1, {})} suspectHref={hrefFor(1, { suspect: true })} />
      {suspectView ? <SuspectBar count={suspectCount} busy={deletingSuspects} onDeleteAll={() => void removeSuspects()} /> : null}
      {/* Full-width, one under the other on phones, like "Marchează toate ca citite" above them. */}
      <div className="mb-4 grid gap-2 sm:flex sm:flex-wrap sm:justify-end">
        <ExportCsvLink filters={filters} />
        {isAdmin ? (
          <Button variant="secondary" onClick={() => setGdprOpen(true)}>
            <Icon name="shield" className="h-4 w-4" />
            {GDPR_MSG.title}
          </Button>
        ) : null}
      </div>
      <InboxFilterBar filters={filters} onApply={applyFilters} />
      <div aria-live="polite" aria-busy={isLoading}>
        {error && !data ? (
          <ErrorState message={INBOX_MSG.listFailed} onRetry={() => void mutate()} />
        ) : !data ? (
          <Card>
            <Spinner label="Se încarcă mesajele..." />
          </Card>
        ) : submissions.length === 0 && hasInboxFilters(filters) ? (
          <EmptyState
            icon={<Icon name="search" className="h-10 w-10" />}
            title="Niciun mesaj nu corespunde filtrelor"
            description="Schimbați căutarea sau resetați filtrele."
          />
        ) : submissions.length === 0 && suspectView ? (
          <EmptyState icon={<Icon name="shield" className="h-10 w-10" />} title={SUSPECT_MSG.emptyTitle} description={SUSPECT_MSG.emptyText} />
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
              onRelease={suspectView ? (s) => void release(s) : undefined}
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
        onRelease={(s) => void release(s)}
        onSaveFollowUp={isAdmin ? saveFollowUp : undefined}
        busy={selected ? busyIds.has(selected.id) : false}
      />
      {isAdmin ? <PersonalDataModal open={gdprOpen} onClose={() => setGdprOpen(false)} onErased={refreshAll} /> : null}
    </>
  );
}
