"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { MAIL_STATUS_KEY, retryMail, type MailProblemDto, type MailStatusDto } from "@/lib/api/mail-outbox";
import { ADMIN_BASE } from "@/lib/constants";
import { formatDateTime } from "@/lib/dates";

export const MAIL_STATUS_MSG = {
  title: "E-mailuri netrimise",
  retry: "Reîncearcă",
  retryFailed: "Nu s-a putut relua trimiterea e-mailului.",
} as const;

const KIND_LABEL: Record<MailProblemDto["kind"], string> = {
  "lead-notification": "Notificarea despre mesajul de la",
  "lead-auto-reply": "Confirmarea trimisă lui",
};

const attempts = (n: number) => (n === 1 ? "1 încercare" : n >= 20 ? `${n} de încercări` : `${n} încercări`);

type PanelProps = {
  status: MailStatusDto;
  busyIds: ReadonlySet<number>;
  onRetry: (problem: MailProblemDto) => void;
};

/** Admins only: why no e-mail goes out about new leads, and the e-mails that failed or are being retried. */
export function MailStatusPanel({ status, busyIds, onRetry }: PanelProps) {
  if (!status.notice && status.problems.length === 0) return null;
  return (
    <div className="mb-6 space-y-4">
      {status.notice ? (
        <p role="status" className="rounded-xl bg-amber-50 px-5 py-4 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {status.notice}
        </p>
      ) : null}
      {status.problems.length ? (
        <section aria-labelledby="mail-problems-title" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <h2 id="mail-problems-title" className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-ink">
            {MAIL_STATUS_MSG.title}
          </h2>
          <ul className="divide-y divide-slate-100">
            {status.problems.map((p) => (
              <li key={p.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
                    <span>
                      {KIND_LABEL[p.kind]}{" "}
                      <Link href={`${ADMIN_BASE}/contact-submissions/${p.submission_id}`} className="font-semibold text-brand-700 hover:underline">
                        {p.lead_name}
                      </Link>
                    </span>
                    {p.status === "failed" ? <Badge tone="red">Eșuat</Badge> : <Badge tone="amber">Se reîncearcă automat</Badge>}
                  </p>
                  <p className="break-words font-mono text-xs text-red-700">{p.last_error}</p>
                  <p className="text-xs text-muted">
                    După {attempts(p.attempts)}
                    {p.next_attempt_at ? (
                      <>
                        {" · "}următoarea încercare: <time dateTime={p.next_attempt_at}>{formatDateTime(p.next_attempt_at)}</time>
                      </>
                    ) : null}
                    {" · "}mesaj primit: <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
                  </p>
                </div>
                <Button variant="secondary" size="sm" className="shrink-0" disabled={busyIds.has(p.id)} onClick={() => onRetry(p)}>
                  {MAIL_STATUS_MSG.retry}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The dashboard's e-mail section for admins: its own request, so it never holds up the rest. */
export function MailStatusSection() {
  const toast = useToast();
  const { data, mutate } = useApi<MailStatusDto>(MAIL_STATUS_KEY);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  async function retry(problem: MailProblemDto) {
    setBusyIds((ids) => new Set(ids).add(problem.id));
    try {
      toast.success((await retryMail(problem.id)).message);
    } catch (error) {
      toast.error(errorMessage(error, MAIL_STATUS_MSG.retryFailed));
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(problem.id);
        return next;
      });
      void mutate();
    }
  }

  return data ? <MailStatusPanel status={data} busyIds={busyIds} onRetry={(p) => void retry(p)} /> : null;
}
