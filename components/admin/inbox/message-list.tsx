"use client";
import type { SubmissionRow } from "@/lib/api/hooks";
import { INBOX_PREVIEW_CHARS } from "@/lib/constants";
import { formatDateTime, preview, relativeTime } from "@/lib/dates";
import { senderName } from "@/lib/leads/lead";
import { Icon } from "../icons";
import { StatusBadge } from "./follow-up";

type Props = {
  submissions: SubmissionRow[];
  busyIds: ReadonlySet<number>;
  onOpen: (s: SubmissionRow) => void;
  onToggleRead: (s: SubmissionRow) => void;
  onDelete?: (s: SubmissionRow) => void;
  /** The "Suspecte" view: moves a message into the inbox. */
  onRelease?: (s: SubmissionRow) => void;
};

const ACTION =
  "grid h-9 w-9 place-items-center rounded-lg text-muted transition-colors hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

export const RELEASE_LABEL = "Eliberează";

/** Newest first; unread rows carry a dot and the New label; the row opens the message. */
export function MessageList({ submissions, busyIds, onOpen, onToggleRead, onDelete, onRelease }: Props) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Mesaje de contact">
      {submissions.map((s) => {
        const name = senderName(s);
        const unread = !s.read;
        const busy = busyIds.has(s.id);
        return (
          <li
            key={s.id}
            data-testid="inbox-row"
            className={`flex items-start gap-2 px-3 py-3 transition-colors sm:gap-3 sm:px-5 sm:py-4 ${unread ? "bg-brand-100/40" : "bg-white"}`}
          >
            <span
              aria-hidden="true"
              className={`mt-2.5 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? "bg-brand-600" : "bg-transparent"}`}
            />
            <button
              type="button"
              onClick={() => onOpen(s)}
              aria-label={`Deschide mesajul de la ${name}${unread ? " (necitit)" : ""}`}
              aria-describedby={`inbox-preview-${s.id}`}
              className="min-w-0 flex-1 rounded-lg p-1 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className={`min-w-0 truncate text-sm ${unread ? "font-semibold text-ink" : "font-medium text-slate-700"}`}>{name}</span>
                {unread ? (
                  <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-[0.7rem] font-bold text-white">New</span>
                ) : null}
                {s.status && s.status !== "nou" ? <StatusBadge status={s.status} /> : null}
                <time
                  dateTime={s.created_at}
                  title={formatDateTime(s.created_at)}
                  className="ml-auto shrink-0 whitespace-nowrap pl-1 text-xs text-muted"
                >
                  {relativeTime(s.created_at)}
                </time>
              </span>
              <span className="mt-0.5 block truncate text-xs text-muted">{s.email}</span>
              <span id={`inbox-preview-${s.id}`} className={`mt-1.5 block break-words text-sm ${unread ? "text-ink" : "text-muted"}`}>
                {preview(s.mesaj, INBOX_PREVIEW_CHARS)}
              </span>
            </button>
            <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-center">
              {onRelease ? (
                <button
                  type="button"
                  className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-100/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
                  onClick={() => onRelease(s)}
                  disabled={busy}
                  aria-label={`${RELEASE_LABEL}: ${name}`}
                  title="Mută mesajul în Inbox și trimite e-mailul despre el"
                >
                  <Icon name="check" className="h-4 w-4" />
                  <span className="hidden sm:inline">{RELEASE_LABEL}</span>
                </button>
              ) : null}
              <button
                type="button"
                className={ACTION}
                onClick={() => onToggleRead(s)}
                disabled={busy}
                aria-label={unread ? `Marchează ca citit: ${name}` : `Marchează ca necitit: ${name}`}
                title={unread ? "Marchează ca citit" : "Marchează ca necitit"}
              >
                <Icon name={unread ? "mailOpen" : "mail"} />
              </button>
              {onDelete ? (
                <button
                  type="button"
                  className={`${ACTION} hover:bg-red-50 hover:text-red-700`}
                  onClick={() => onDelete(s)}
                  disabled={busy}
                  aria-label={`Șterge mesajul de la ${name}`}
                  title="Șterge mesajul"
                >
                  <Icon name="trash" />
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
