import "server-only";
import { and, desc, eq, getTableColumns, lt, sql, type Table } from "drizzle-orm";
import { AUDIT_ENTITIES } from "@/lib/audit";
import { getDb, type Db } from "@/lib/db/client";
import { blogPosts, caseStudies, pages, plans, revisions, services, teamMembers, trash } from "@/lib/db/schema";
import { currentActor } from "./audit/actor";
import { recordAudit } from "./audit/log";
import { isForeignKeyViolation, isUniqueViolation } from "./content";
import { ApiError } from "./http/api-error";
import { itemTags, revalidateContent, TAGS } from "./revalidate";
import type { TrashEntity, TrashItem } from "@/lib/dto/trash";
import { TRASH_DAYS, TRASH_MSG } from "@/lib/trash";

export type { TrashEntity, TrashItem };
export { TRASH_DAYS, TRASH_MSG };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * "Coș": a deleted article, case study, service, page, team member or plan is kept here as its row was,
 * for TRASH_DAYS, and an admin can put it back with the same id and address; its revisions and the
 * redirects to it never left. Its public URL meanwhile answers as a missing item (the row is gone).
 */

export const TRASHABLE: Record<TrashEntity, Table> = { blog: blogPosts, caseStudy: caseStudies, service: services, page: pages, team: teamMembers, plan: plans };

/** The public caches an item back from the trash shows in: its list and its own page. */
function restoredTags(entity: TrashEntity, data: Record<string, unknown>): string[] {
  if (entity === "team") return [TAGS.team];
  if (entity === "plan") return [TAGS.plans];
  return itemTags(entity, typeof data.slug === "string" ? data.slug : "");
}

/** In the delete's transaction: the row as it is, kept before the caller deletes it, and the log's line. */
export async function moveToTrash(tx: Tx, entity: TrashEntity, entityId: string | number, title: string, row: Record<string, unknown>): Promise<void> {
  const actor = currentActor();
  const id = String(entityId);
  await tx
    .insert(trash)
    .values({ entity, entityId: id, title, data: row, deletedById: actor.userId, deletedByEmail: actor.email })
    .onConflictDoUpdate({ target: [trash.entity, trash.entityId], set: { title, data: row, deletedAt: new Date(), deletedById: actor.userId, deletedByEmail: actor.email } });
  await recordAudit(tx, { action: "delete", entity, entityId: id, summary: `${AUDIT_ENTITIES[entity]} „${title}”: mutat în coș` });
}

export async function listTrash(): Promise<TrashItem[]> {
  const db = await getDb();
  const rows = await db.select().from(trash).orderBy(desc(trash.deletedAt), desc(trash.id));
  return rows.map((r) => ({ id: r.id, entity: r.entity as TrashEntity, entity_id: r.entityId, title: r.title, deleted_at: r.deletedAt.toISOString(), deleted_by: r.deletedByEmail }));
}

/** A stored row back into its table: the JSON's date strings become dates again. */
function rowValues(table: Table, data: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in data)) continue;
    const value = data[key];
    values[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return values;
}

/** Puts an item back as it was deleted; the entity and id it went back under. */
export async function restoreFromTrash(trashId: number): Promise<{ entity: TrashEntity; entityId: string }> {
  const db = await getDb();
  try {
    const restored = await db.transaction(async (tx) => {
      const [item] = await tx.delete(trash).where(eq(trash.id, trashId)).returning();
      if (!item) throw new ApiError(404, TRASH_MSG.notFound);
      const entity = item.entity as TrashEntity;
      const table = TRASHABLE[entity];
      await tx.insert(table).values(rowValues(table, item.data) as never);
      await recordAudit(tx, { action: "restore", entity, entityId: item.entityId, summary: `${AUDIT_ENTITIES[entity]} „${item.title}”: restaurat din coș` });
      return { entity, entityId: item.entityId, data: item.data };
    });
    await revalidateContent(restoredTags(restored.entity, restored.data));
    return { entity: restored.entity, entityId: restored.entityId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, TRASH_MSG.slugTaken);
    if (isForeignKeyViolation(error)) throw new ApiError(409, TRASH_MSG.parentGone);
    throw error;
  }
}

/** Deletes for good what the trash holds (older than TRASH_DAYS, or all: "Golește coșul"), with the items' revisions. */
export async function purgeTrash(olderThanDays: number | null): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const where = olderThanDays === null ? undefined : lt(trash.deletedAt, sql`now() - make_interval(days => ${olderThanDays}::int)`);
    const gone = await tx.delete(trash).where(where).returning({ entity: trash.entity, entityId: trash.entityId });
    for (const item of gone) await tx.delete(revisions).where(and(eq(revisions.entity, item.entity), eq(revisions.entityId, item.entityId)));
    if (olderThanDays === null && gone.length > 0) await recordAudit(tx, { action: "delete", entity: "trash", summary: `Coșul a fost golit (${gone.length} elemente)` });
    return gone.length;
  });
}
