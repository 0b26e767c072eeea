import "server-only";
import { and, count, gte, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactSubmissions as cs } from "@/lib/db/schema";
import { LEADS_TIME_ZONE, addDays, bareHost, sourceLabel, topSources, weekStarts, type LeadStatsDto } from "@/lib/lead-stats";
import { siteUrl } from "@/lib/seo/site";

// A fixed literal, not a parameter: the grouped expressions must read the same in SELECT and GROUP BY.
const TZ = sql.raw(`'${LEADS_TIME_ZONE}'`);

/** Midnight at the start of a calendar day in Romania, as a timestamptz (the inbox's date filter does the same). */
const romanianMidnight = (date: string) => sql`(${date}::date)::timestamp AT TIME ZONE ${TZ}`;

const weekStart = sql`date_trunc('week', ${cs.createdAt} AT TIME ZONE ${TZ})`;

// Lowercased: "Google" and "google" are one source (UTM values are conventionally lowercase).
const utmSource = sql<string | null>`nullif(lower(btrim(${cs.utmSource})), '')`;
const hasGclid = sql<boolean>`coalesce(${cs.gclid}, '') <> ''`;
const hasFbclid = sql<boolean>`coalesce(${cs.fbclid}, '') <> ''`;
/**
 * The referrer's host, lowercased, without "www." (null when it is not an address). Read only for
 * untagged leads, the only ones it names: the pattern is the costliest part of the scan.
 */
const referrerHost = sql<string | null>`CASE WHEN ${utmSource} IS NULL AND NOT ${hasGclid} AND NOT ${hasFbclid}
  THEN substring(lower(${cs.referrer}) from '^[a-z][a-z0-9+.-]*://(?:[^/?#@]*@)?(?:www\\.)?([^/?#:]+)') END`;

/**
 * Leads per week (Monday to Sunday in Romania) for the last LEAD_WEEKS weeks and by source over the
 * same weeks. The database reads the window's leads once (its cost follows the leads of these weeks,
 * not the inbox's history) and returns grouped rows, never the leads themselves.
 */
export async function getLeadStats(now: Date = new Date()): Promise<LeadStatsDto> {
  const starts = weekStarts(now);
  const end = addDays(starts[starts.length - 1], 7);
  const inWeeks = and(gte(cs.createdAt, romanianMidnight(starts[0])), lt(cs.createdAt, romanianMidnight(end)));
  const db = await getDb();
  // One pass over the window: a row per week and source group, added up below (a few dozen rows).
  const groups = await db
    .select({ week: sql<string>`to_char(${weekStart}, 'YYYY-MM-DD')`, utmSource, hasGclid, hasFbclid, referrerHost, n: count() })
    .from(cs)
    .where(inWeeks)
    .groupBy(weekStart, utmSource, hasGclid, hasFbclid, referrerHost);

  const counts = new Map<string, number>();
  for (const group of groups) counts.set(group.week, (counts.get(group.week) ?? 0) + group.n);
  const weeks = starts.map((start) => ({ start, count: counts.get(start) ?? 0 }));
  // A referrer from the site itself says nothing about where the visitor came from.
  const siteHost = bareHost(siteUrl());
  const sources = topSources(groups.map((group) => ({ label: sourceLabel(group, siteHost), count: group.n })));
  return { weeks, sources, total: weeks.reduce((sum, w) => sum + w.count, 0) };
}
