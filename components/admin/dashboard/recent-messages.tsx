import Link from "next/link";
import { unreadLabel } from "@/components/admin/inbox/inbox-logic";
import { COUNT_BADGE } from "@/components/ui/states";
import type { SubmissionRow } from "@/lib/api/hooks";
import { ADMIN_BASE, DASHBOARD_PREVIEW_CHARS } from "@/lib/constants";
import { formatDateTime, preview, relativeTime } from "@/lib/dates";
import { senderName } from "@/lib/leads/lead";
import { Icon } from "../icons";
import { PanelIcon } from "./stat-card-parts";

const INBOX = `${ADMIN_BASE}/contact-submissions`;

type Props = {
  /** The latest unread messages, a few at most. */
  submissions: SubmissionRow[];
  /** Every unread message: the badge says how many wait in all, not how many the box lists. */
  unread: number;
  className?: string;
};

/** Admin only (SPEC 6): the latest unread messages, each opening the inbox, under the real unread count. */
export function RecentMessages({ submissions, unread, className = "" }: Props) {
  // Never less than the box shows, should a message arrive between the two reads.
  const count = Math.max(unread, submissions.length);
  const more = count - submissions.length;
  return (
    <section aria-labelledby="recent-messages-title" className={`flex flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="flex items-center gap-2.5">
          <PanelIcon name="inbox" tone="accent" />
          <h2 id="recent-messages-title" className="text-base font-semibold text-ink">
            Mesaje necitite
          </h2>
          {count > 0 ? (
            <span className={`${COUNT_BADGE} min-w-6`} title={unreadLabel(count)}>
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{unreadLabel(count)}</span>
            </span>
          ) : null}
        </div>
        <Link href={INBOX} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
          Vezi toate
        </Link>
      </div>
      {count === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-5 py-10 text-center">
          <span className="grid h-12 w-12 place-items-center rounded-full bg-emerald-50 text-emerald-600">
            <Icon name="check" className="h-6 w-6" />
          </span>
          <p className="mt-3 text-sm font-medium text-ink">Nu aveți mesaje necitite.</p>
          <p className="mt-1 text-xs text-muted">Mesajele noi de pe site vor apărea aici.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {submissions.map((s) => (
            <li key={s.id}>
              <Link href={INBOX} className="flex items-start gap-3 px-5 py-3.5 hover:bg-brand-100/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
                <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="truncate text-sm font-semibold text-ink">{senderName(s)}</span>
                    <time dateTime={s.created_at} title={formatDateTime(s.created_at)} className="shrink-0 text-xs text-muted">
                      {relativeTime(s.created_at)}
                    </time>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-muted">{preview(s.mesaj, DASHBOARD_PREVIEW_CHARS)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {count > 0 && more > 0 ? (
        <p className="mt-auto border-t border-slate-100 px-5 py-3 text-xs text-muted">
          Sunt afișate cele mai recente {submissions.length} din {unreadLabel(count)}.
        </p>
      ) : null}
    </section>
  );
}
