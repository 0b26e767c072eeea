import type { LeadStatsDto } from "@/lib/lead-stats";
import { Icon } from "../icons";
import { LEADS_CHART_MSG, messagesLabel } from "./leads-chart-text";
import { LeadsSourceList } from "./leads-source-list";
import { LeadsWeekBars } from "./leads-week-bars";
import { PanelIcon } from "./stat-card-parts";

/** Admin only (SPEC 6): how many leads arrived each week of the last twelve, and from where. */
export function LeadsChart({ stats, className = "" }: { stats: LeadStatsDto; className?: string }) {
  return (
    <section aria-labelledby="leads-chart-title" className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-5 py-4">
        <div className="flex min-w-0 items-center gap-2.5">
          <PanelIcon name="chart" tone="brand" />
          <h2 id="leads-chart-title" className="text-base font-semibold text-ink">
            {LEADS_CHART_MSG.title} <span className="font-normal text-muted">{LEADS_CHART_MSG.period}</span>
          </h2>
        </div>
        {stats.total > 0 ? <p className="text-sm text-muted">{messagesLabel(stats.total)} în total</p> : null}
      </div>
      {stats.total === 0 ? (
        <div className="flex flex-col items-center justify-center px-5 py-10 text-center">
          <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-100 text-brand-700">
            <Icon name="chart" className="h-6 w-6" />
          </span>
          <p className="mt-3 text-sm font-medium text-ink">{LEADS_CHART_MSG.empty}</p>
          <p className="mt-1 text-xs text-muted">{LEADS_CHART_MSG.emptyHint}</p>
        </div>
      ) : (
        // Side by side only from xl: beside the open sidebar at lg, twelve bars would leave no room for their dates.
        <div className="grid gap-8 p-5 xl:grid-cols-5 xl:gap-10">
          <div className="min-w-0 xl:col-span-3">
            <LeadsWeekBars weeks={stats.weeks} />
          </div>
          <div className="min-w-0 xl:col-span-2">
            <LeadsSourceList sources={stats.sources} total={stats.total} />
          </div>
        </div>
      )}
    </section>
  );
}
