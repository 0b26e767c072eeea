import "server-only";
import crypto from "node:crypto";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { blogPosts, caseStudies, pages } from "@/lib/db/schema";
import type { ScheduledItem } from "@/lib/dto/scheduled";
import type { ContentKind } from "@/lib/public-paths";
import { authSecret } from "./auth/secret";
import { AUDIT_ENTITIES } from "@/lib/audit";
import { SYSTEM_ACTOR, withActor } from "./audit/actor";
import { recordAudit } from "./audit/log";
import { keepUrlsAfterSave } from "./redirects";
import { expireContent, itemTags } from "./revalidate";

/**
 * Scheduled publishing: a published item whose publish_at is ahead is kept from visitors (`scheduled`,
 * lib/server/content.ts isLive) until this claims it. The claim is one UPDATE .. WHERE scheduled ..
 * RETURNING per table, in one transaction: when two instances run it at once, PostgreSQL lets the
 * second see the rows already claimed and return none, so each publication's side effects (its
 * redirects dropped, its cache tags expired, its log line) happen once. An article or case study takes
 * its publication time as its date, so it is listed as the newest, as WordPress does.
 */
export type Published = { kind: ContentKind; id: number; slug: string };

export async function publishDueContent(now = new Date()): Promise<Published[]> {
  const db = await getDb();
  // Nobody clicked: the log names the system as the one who published.
  const published = await withActor(SYSTEM_ACTOR, () => db.transaction(async (tx) => {
    const blog = await tx
      .update(blogPosts)
      .set({ scheduled: false, createdAt: sql`${blogPosts.publishAt}` })
      .where(and(eq(blogPosts.scheduled, true), lte(blogPosts.publishAt, now)))
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    const studies = await tx
      .update(caseStudies)
      .set({ scheduled: false, createdAt: sql`${caseStudies.publishAt}`, date: sql`${caseStudies.publishAt}` })
      .where(and(eq(caseStudies.scheduled, true), lte(caseStudies.publishAt, now)))
      .returning({ id: caseStudies.id, slug: caseStudies.slug });
    const pageRows = await tx
      .update(pages)
      .set({ scheduled: false })
      .where(and(eq(pages.scheduled, true), lte(pages.publishAt, now)))
      .returning({ id: pages.id, slug: pages.slug });
    const items: Published[] = [
      ...blog.map((r) => ({ kind: "blog" as const, ...r })),
      ...studies.map((r) => ({ kind: "caseStudy" as const, ...r })),
      ...pageRows.map((r) => ({ kind: "page" as const, ...r })),
    ];
    for (const item of items) {
      await keepUrlsAfterSave(tx, item.kind, null, { slug: item.slug, status: "published" });
      await recordAudit(tx, { action: "publish", entity: item.kind, entityId: item.id, summary: `${AUDIT_ENTITIES[item.kind]} /${item.slug}: publicare programată` });
    }
    return items;
  }));
  if (published.length === 0) return published;
  expireContent(published.flatMap(({ kind, slug }) => itemTags(kind, slug)));
  for (const item of published) console.log(`[schedule] Publicat la termen: ${item.kind} #${item.id} (${item.slug})`);
  return published;
}

/** Whether anything is due: the job's cheap check (the partial indexes hold only waiting rows) before it asks for the claim. */
export async function hasDueContent(now = new Date()): Promise<boolean> {
  const db = await getDb();
  const due = (table: typeof blogPosts | typeof caseStudies | typeof pages) =>
    sql`exists (select 1 from ${table} where ${table.scheduled} and ${table.publishAt} <= ${now})`;
  const [row] = await db.select({ due: sql<boolean>`${due(blogPosts)} or ${due(caseStudies)} or ${due(pages)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.due);
}

/** Everything waiting for its time, soonest first, for the dashboard's "Programate". */
export async function listScheduled(limit = 10): Promise<ScheduledItem[]> {
  const db = await getDb();
  const kind = (value: ScheduledItem["kind"]) => sql<ScheduledItem["kind"]>`${value}::text`.as("kind");
  const rows = await unionAll(
    db.select({ kind: kind("blog"), id: blogPosts.id, title: blogPosts.title, publishAt: blogPosts.publishAt }).from(blogPosts).where(eq(blogPosts.scheduled, true)),
    db.select({ kind: kind("caseStudy"), id: caseStudies.id, title: caseStudies.title, publishAt: caseStudies.publishAt }).from(caseStudies).where(eq(caseStudies.scheduled, true)),
    db.select({ kind: kind("page"), id: pages.id, title: pages.name, publishAt: pages.publishAt }).from(pages).where(eq(pages.scheduled, true)),
  )
    .orderBy(asc(sql`4`))
    .limit(limit);
  return rows.map((r) => ({ kind: r.kind, id: r.id, title: r.title, publish_at: r.publishAt?.toISOString() ?? "" }));
}

/** The key the job shows its own route (POST /api/schedule): derived from the auth secret, never sent elsewhere. */
export function scheduleKey(): string {
  return crypto.createHmac("sha256", authSecret()).update("scheduled-publishing").digest("base64url");
}

export function isScheduleKey(value: string | null): boolean {
  const expected = Buffer.from(`Bearer ${scheduleKey()}`);
  const given = Buffer.from(value ?? "");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
