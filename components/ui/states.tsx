import type { ReactNode } from "react";
import { Button, ButtonLink } from "./button";
import { formatBucharest } from "@/lib/bucharest-time";
import { SCHEDULED_LABEL, STATUS_LABELS, type Status } from "@/lib/content-status";

/** A count on the accent colour (the unread badges): dark text, 6.6:1, where white gave 2.7:1 (WCAG AA needs 4.5). */
export const COUNT_BADGE = "inline-flex items-center justify-center rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-ink";

export function Spinner({ label = "Se încarcă..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-sm text-muted">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
      {label}
    </div>
  );
}

/** A list that failed to load: the spec's message and a retry button (Încercați din nou). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="font-medium text-red-800">{message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Încercați din nou
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({
  title,
  description,
  actionHref,
  actionLabel,
  icon,
}: {
  title: string;
  description?: string;
  actionHref?: string;
  actionLabel?: string;
  icon?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon ? <div className="mx-auto mb-3 flex justify-center text-brand-600">{icon}</div> : null}
      <p className="text-base font-semibold text-ink">{title}</p>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      {actionHref && actionLabel ? (
        <ButtonLink href={actionHref} className="mt-5">
          {actionLabel}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/**
 * A list screen's body, announced politely: the load error with a retry, a spinner while loading,
 * `empty` when `isEmpty(data)`, else `children(data)`. `list` is the screen's SWR result as it comes.
 */
export function ListState<T>({
  list: { data, error, mutate },
  loadError,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: {
  list: { data: T | undefined; error: unknown; mutate: () => unknown };
  loadError: string;
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <div aria-live="polite" aria-busy={!data && !error}>
      {error ? <ErrorState message={loadError} onRetry={() => void mutate()} /> : !data ? <Spinner label={loadingLabel} /> : isEmpty(data) ? empty : children(data)}
    </div>
  );
}

export function Badge({ tone = "slate", children }: { tone?: "slate" | "green" | "amber" | "violet" | "red" | "blue"; children: ReactNode }) {
  const tones = {
    slate: "bg-slate-100 text-slate-700 ring-slate-200",
    green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    amber: "bg-amber-50 text-amber-800 ring-amber-200",
    violet: "bg-brand-100 text-brand-700 ring-brand-100",
    red: "bg-red-50 text-red-700 ring-red-200",
    blue: "bg-sky-50 text-sky-800 ring-sky-200",
  } as const;
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

/**
 * Draft / Publicat, or "Programat" with its time for a published item still waiting for its publish_at
 * (`scheduledAt`, given only while it waits).
 */
export function StatusBadge({ status, scheduledAt }: { status: Status; scheduledAt?: string | null }) {
  if (status === "published" && scheduledAt) {
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Badge tone="blue">{SCHEDULED_LABEL}</Badge>
        <time dateTime={scheduledAt} className="whitespace-nowrap text-xs text-muted">
          {formatBucharest(scheduledAt)}
        </time>
      </span>
    );
  }
  return <Badge tone={status === "published" ? "green" : "amber"}>{STATUS_LABELS[status]}</Badge>;
}

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}>{children}</div>;
}
