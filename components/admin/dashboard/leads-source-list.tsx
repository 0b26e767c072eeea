import { useId } from "react";
import type { LeadSourceDto } from "@/lib/lead-stats";
import { LEADS_CHART_MSG, messagesLabel } from "./leads-chart-text";

/** Where the leads came from, most first, each with its share of all of them as a bar. */
export function LeadsSourceList({ sources, total }: { sources: LeadSourceDto[]; total: number }) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {LEADS_CHART_MSG.bySource}
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 space-y-3">
        {sources.map((source) => {
          const share = total ? Math.round((source.count / total) * 100) : 0;
          return (
            <li key={source.label}>
              <span className="flex items-baseline justify-between gap-3 text-sm">
                {/* A campaign tag is whatever the link said: long ones are cut, the tooltip keeps them whole. */}
                <span className="min-w-0 truncate text-ink" title={source.label}>
                  {source.label}
                </span>
                <span className="shrink-0 tabular-nums">
                  <span aria-hidden="true" className="font-semibold text-ink">
                    {source.count.toLocaleString("ro-RO")}
                  </span>
                  <span className="sr-only">{messagesLabel(source.count)}</span>
                  <span className="ml-1.5 text-xs text-muted">({share}%)</span>
                </span>
              </span>
              <span aria-hidden="true" className="mt-1.5 block h-2 overflow-hidden rounded-full bg-slate-100">
                <span className="block h-full rounded-full bg-accent-500" style={{ width: `${share}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
