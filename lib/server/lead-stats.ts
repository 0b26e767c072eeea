import "server-only";
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactSubmissions as cs } from "@/lib/db/schema";
import { LEADS_TIME_ZONE, addDays, bareHost, sourceLabel, topSources, weekStarts, type LeadStatsDto } from "@/lib/lead-stats";
import { siteUrl } from "@/lib/seo/site";

// Literals, not parameters: the week's expression must read the same in SELECT and GROUP BY.
const TZ = `'${LEADS_TIME_ZONE}'`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight at the start of a calendar day in Romania, as a timestamptz (the inbox's date filter does the same). */
function romanianMidnight(date: string) {
  if (!DAY.test(date)) throw new Error(`not a calendar day: ${date}`);
  return sql.raw(`('${date}'::date)::timestamp AT TIME ZONE ${TZ}`);
}

/**
 * The week of each lead, 1 to LEAD_WEEKS: its place among the weeks' first instants, converted to
 * Romanian time once per week here rather than once per lead (the conversion is the costly part).
 */
const weekNumber = (starts: string[]) => sql<number>`width_bucket(${cs.createdAt}, ARRAY[${sql.join(starts.map(romanianMidnight), sql.raw(", "))}])`;

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
  // Suspect leads (a flood, QUALITY R7) are no leads until an admin releases them.
  const inWeeks = and(gte(cs.createdAt, romanianMidnight(starts[0])), lt(cs.createdAt, romanianMidnight(end)), eq(cs.suspect, false));
  const db = await getDb();
  // One pass over the window: a row per week and source group, added up below (a few dozen rows).
  const week = weekNumber(starts);
  const groups = await db
    .select({ week, utmSource, hasGclid, hasFbclid, referrerHost, n: count() })
    .from(cs)
    .where(inWeeks)
    .groupBy(week, utmSource, hasGclid, hasFbclid, referrerHost);

  const counts = new Array<number>(starts.length).fill(0);
  for (const group of groups) counts[group.week - 1] += group.n;
  const weeks = starts.map((start, i) => ({ start, count: counts[i] }));
  // A referrer from the site itself says nothing about where the visitor came from.
  const siteHost = bareHost(siteUrl());
  const sources = topSources(groups.map((group) => ({ label: sourceLabel(group, siteHost), count: group.n })));
  return { weeks, sources, total: weeks.reduce((sum, w) => sum + w.count, 0) };
}
