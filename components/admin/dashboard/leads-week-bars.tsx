import type { LeadWeekDto } from "@/lib/lead-stats";
import { LEADS_CHART_MSG, weekBarLabel, weekLabel } from "./leads-chart-text";

/** The tallest bar leaves room above it for its count. */
const TALLEST = 82;

/**
 * One bar per week, oldest first; each bar's text is in the list for screen readers and in its
 * tooltip, so the drawing itself is hidden from them.
 */
export function LeadsWeekBars({ weeks }: { weeks: LeadWeekDto[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const last = weeks.length - 1;
  return (
    <ol aria-label={LEADS_CHART_MSG.weeks} className="flex h-52 gap-1 sm:gap-2 xl:h-64">
      {weeks.map((week, i) => {
        const label = weekBarLabel(week, i === last);
        const height = week.count ? Math.max(3, Math.round((week.count / max) * TALLEST)) : 0;
        const [day, month] = weekLabel(week.start).split(" ");
        // On phones every other date (counted back from this week), so the dates never run into each other.
        const sparse = (last - i) % 2 === 1;
        return (
          <li key={week.start} title={label} className="flex min-w-0 flex-1 flex-col">
            <span className="sr-only">{label}</span>
            <span aria-hidden="true" className="relative block flex-1 border-b border-slate-200">
              {week.count ? (
                <>
                  <span
                    className="absolute inset-x-0 text-center text-[10px] font-semibold tabular-nums text-ink sm:text-xs"
                    style={{ bottom: `calc(${height}% + 2px)` }}
                  >
                    {week.count.toLocaleString("ro-RO")}
                  </span>
                  <span
                    className={`absolute inset-x-0 bottom-0 mx-auto block max-w-9 rounded-t-md ${i === last ? "bg-brand-500/55" : "bg-brand-500"}`}
                    style={{ height: `${height}%` }}
                  />
                </>
              ) : null}
            </span>
            <span
              aria-hidden="true"
              className={`mt-1.5 block text-center text-[10px] leading-tight sm:text-[11px] ${i === last ? "font-semibold text-ink" : "text-muted"} ${sparse ? "invisible sm:visible" : ""}`}
            >
              <span className="block">{day}</span>
              <span className="block">{month}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
