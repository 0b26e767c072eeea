import "server-only";
import { buildSiteConfig } from "@/lib/site-config";
import { getSiteSettings } from "./site-settings";
import { count, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { isLive } from "./content";
import { getDb } from "@/lib/db/client";
import { pages, plans, services } from "@/lib/db/schema";
import type { DashboardData } from "@/lib/dto/dashboard";
import type { Role } from "@/lib/permissions";
import { countSuspectSubmissions, countUnreadSubmissions, recentUnreadSubmissions } from "./contact-submissions";
import { getLeadStats } from "./lead-stats";
import { COUNT_KEYS, countedRows } from "./row-counts";
import { listScheduled } from "./schedule";

export type { DashboardData };


async function countPublished(table: PgTable, live: SQL): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(table).where(live);
  return row.n;
}

/** Every plan and complete package, and how many of them are published, in one pass. */
async function countPlans(): Promise<{ packages: number; packagesPublished: number }> {
  const db = await getDb();
  const [row] = await db
    .select({ all: count(), published: sql<number>`count(*) filter (where ${plans.status} = 'published')`.mapWith(Number) })
    .from(plans);
  return { packages: row.all, packagesPublished: row.published };
}

/**
 * The stat cards (SPEC 2.2): published pages, articles, case studies and services; plans and packages
 * all counted (complete packages are plans without a category), with how many are published.
 */
export async function getDashboard(role: Role): Promise<DashboardData> {
  const db = await getDb();
  // Articles and case studies are the tables that grow; their counts come from row_counts (P3).
  const admin = role === "admin";
  const [articles, studies, servicesCount, pagesCount, planCounts, scheduled, submissions, unread, suspect, leads, identity] = await Promise.all([
    countedRows(db, [COUNT_KEYS.blog("published")]),
    countedRows(db, [COUNT_KEYS.caseStudies("published")]),
    countPublished(services, eq(services.status, "published")),
    countPublished(pages, isLive(pages)),
    countPlans(),
    listScheduled(),
    admin ? recentUnreadSubmissions() : Promise.resolve([]),
    admin ? countUnreadSubmissions() : Promise.resolve(0),
    admin ? countSuspectSubmissions() : Promise.resolve(0),
    admin ? getLeadStats() : Promise.resolve(undefined),
    admin ? getSiteSettings() : Promise.resolve(null),
  ]);
  const data: DashboardData = { articles, caseStudies: studies, services: servicesCount, pages: pagesCount, ...planCounts, scheduled, submissions, unread, suspect, demoFields: identity ? buildSiteConfig(identity.settings).demoFields : [] };
  return leads ? { ...data, leads } : data;
}
