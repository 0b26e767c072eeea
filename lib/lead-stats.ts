/**
 * The dashboard's lead chart: the DTO the server builds (lib/server/lead-stats.ts) and the portal
 * draws (components/admin/dashboard/leads-chart.tsx), and the rules that name a lead's source.
 * Free of anything server-only, so both sides share one type (ARCHITECTURE 17).
 */

/** How many weeks the chart shows, the current one included. */
export const LEAD_WEEKS = 12;
/** Sources listed by name; the rest are added up under OTHER_SOURCE. */
export const TOP_SOURCES = 5;
export const OTHER_SOURCE = "Altele";
export const DIRECT_SOURCE = "Direct";
/** Weeks are calendar weeks in Romania (Monday to Sunday), where the agency works. */
export const LEADS_TIME_ZONE = "Europe/Bucharest";

export type LeadWeekDto = {
  /** The week's Monday as a calendar date, YYYY-MM-DD. */
  start: string;
  count: number;
};

export type LeadSourceDto = { label: string; count: number };

export type LeadStatsDto = {
  /** LEAD_WEEKS entries, oldest first, the current week last; weeks without leads count 0. */
  weeks: LeadWeekDto[];
  /** Over the same weeks, most leads first: at most TOP_SOURCES names, then OTHER_SOURCE if any are left. */
  sources: LeadSourceDto[];
  /** Every lead of those weeks (the sum of `weeks`, and of `sources`). */
  total: number;
};

/** One group of leads as the database counts them: what their attribution says about the source. */
export type SourceGroup = {
  utmSource: string | null;
  hasGclid: boolean;
  hasFbclid: boolean;
  /** The referrer's host, lowercased, without "www."; null when there was none or it was not an address. */
  referrerHost: string | null;
};

const DAY_MS = 86_400_000;

/** "https://www.Site.ro:3000/x" -> "site.ro"; "" when the address cannot be read. */
export function bareHost(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** The campaign tag first, then the ad click ids, then the site that linked here; otherwise a direct visit. */
export function sourceLabel(group: SourceGroup, siteHost: string): string {
  if (group.utmSource) return group.utmSource;
  if (group.hasGclid) return "Google Ads";
  if (group.hasFbclid) return "Facebook Ads";
  if (group.referrerHost && group.referrerHost !== siteHost) return group.referrerHost;
  return DIRECT_SOURCE;
}

/** Adds up equal labels, keeps the `top` largest (ties by name) and folds the rest into OTHER_SOURCE. */
export function topSources(counts: LeadSourceDto[], top = TOP_SOURCES): LeadSourceDto[] {
  const byLabel = new Map<string, number>();
  for (const { label, count } of counts) byLabel.set(label, (byLabel.get(label) ?? 0) + count);
  const sorted = [...byLabel]
    .map(([label, count]) => ({ label, count }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "ro"));
  const kept = sorted.slice(0, top);
  const rest = sorted.slice(top).reduce((sum, s) => sum + s.count, 0);
  if (rest === 0) return kept;
  // A campaign literally tagged "Altele" and the folded rest are one line, not two with the same name.
  const other = kept.find((s) => s.label === OTHER_SOURCE);
  if (other) other.count += rest;
  else kept.push({ label: OTHER_SOURCE, count: rest });
  return kept;
}

const romanianDate = new Intl.DateTimeFormat("en-US", { timeZone: LEADS_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" });

/** The Mondays (YYYY-MM-DD) of the last `weeks` weeks in Romania at `now`, oldest first. */
export function weekStarts(now: Date, weeks = LEAD_WEEKS): string[] {
  const parts = romanianDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // Calendar arithmetic on a UTC midnight: days are exactly 24 hours there, whatever Romania's clock change does.
  const today = Date.UTC(part("year"), part("month") - 1, part("day"));
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** `date` moved by `days` calendar days (YYYY-MM-DD in and out). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
