import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { revisions } from "@/lib/db/schema";
import { currentActor } from "./audit/actor";
import { ApiError } from "./http/api-error";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What keeps revisions: every content type an editor saves, and plans. */
export type RevisionEntity = "blog" | "caseStudy" | "service" | "page" | "plan";

export const REVISIONS_KEPT = 50;

export const REVISION_MSG = { notFound: "Versiunea nu a fost găsită." } as const;

export type RevisionSummary = { id: number; created_at: string; author_email: string; published: boolean };

/**
 * Keeps the item as saved (its DTO), in the save's transaction, and drops what falls beyond the last
 * REVISIONS_KEPT of that item and the saver's autosave (one per user and item, replaced by the next).
 * One statement (PostgreSQL's data-modifying WITH; its parts share one snapshot, so the older ones
 * kept are REVISIONS_KEPT - 1): every statement is a round trip, and a save should cost little more
 * with a history than without.
 */
export async function keepRevision(tx: Tx, entity: RevisionEntity, entityId: string | number, data: object, published: boolean): Promise<void> {
  const actor = currentActor();
  const id = String(entityId);
  const item = sql`${revisions.entity} = ${entity} and ${revisions.entityId} = ${id}`;
  const ownAutosave = actor.userId === null ? sql`false` : sql`${revisions.autosave} and ${revisions.authorId} = ${actor.userId}`;
  await tx.execute(sql`
    with dropped as (
      delete from ${revisions} where ${item} and (${ownAutosave} or ${revisions.id} in (
        select ${revisions.id} from ${revisions} where ${item} and not ${revisions.autosave}
        order by ${revisions.createdAt} desc, ${revisions.id} desc offset ${REVISIONS_KEPT - 1}
      ))
    )
    insert into ${revisions} (${sql.identifier("entity")}, ${sql.identifier("entity_id")}, ${sql.identifier("data")}, ${sql.identifier("published")}, ${sql.identifier("author_id")}, ${sql.identifier("author_email")})
    values (${entity}, ${id}, ${JSON.stringify(data)}::jsonb, ${published}, ${actor.userId}, ${actor.email})`);
}

export async function listRevisions(entity: RevisionEntity, entityId: string): Promise<RevisionSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: revisions.id, createdAt: revisions.createdAt, authorEmail: revisions.authorEmail, published: revisions.published })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, entityId), eq(revisions.autosave, false)))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(REVISIONS_KEPT);
  return rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), author_email: r.authorEmail, published: r.published }));
}

/** One saved version: the item as it was saved then. */
export async function getRevision(entity: RevisionEntity, entityId: string, revisionId: number): Promise<Record<string, unknown>> {
  const db = await getDb();
  const [row] = await db
    .select({ data: revisions.data })
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.entity, entity), eq(revisions.entityId, entityId)));
  if (!row) throw new ApiError(404, REVISION_MSG.notFound);
  return row.data;
}

/** The newest saver of an item and when, for the edit-conflict panel. */
export async function lastSaver(entity: RevisionEntity, entityId: string): Promise<{ author_email: string; created_at: string } | null> {
  const [latest] = await listRevisions(entity, entityId);
  return latest ? { author_email: latest.author_email, created_at: latest.created_at } : null;
}


export type Autosave = { data: Record<string, unknown>; created_at: string };

/**
 * The editor's unsaved form, every 30 s of typing: one row per user and item (WordPress keeps one
 * autosave per user and post), replaced by the next, never published, never counted among the 50.
 */
export async function saveAutosave(entity: RevisionEntity, entityId: string, data: Record<string, unknown>): Promise<Autosave> {
  const actor = currentActor();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const mine = and(eq(revisions.entity, entity), eq(revisions.entityId, entityId), eq(revisions.autosave, true), actor.userId === null ? isNull(revisions.authorId) : eq(revisions.authorId, actor.userId));
    await tx.delete(revisions).where(mine);
    const [row] = await tx
      .insert(revisions)
      .values({ entity, entityId, data, published: false, autosave: true, authorId: actor.userId, authorEmail: actor.email })
      .returning({ createdAt: revisions.createdAt });
    return { data, created_at: row.createdAt.toISOString() };
  });
}

/** The caller's autosave of an item, or null. */
export async function getAutosave(entity: RevisionEntity, entityId: string): Promise<Autosave | null> {
  const actor = currentActor();
  if (actor.userId === null) return null;
  const db = await getDb();
  const [row] = await db
    .select({ data: revisions.data, createdAt: revisions.createdAt })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, entityId), eq(revisions.autosave, true), eq(revisions.authorId, actor.userId)));
  return row ? { data: row.data, created_at: row.createdAt.toISOString() } : null;
}

/** A save makes the saver's autosave of that item moot. */
export async function dropAutosave(tx: Tx, entity: RevisionEntity, entityId: string): Promise<void> {
  const actor = currentActor();
  if (actor.userId === null) return;
  await tx.delete(revisions).where(and(eq(revisions.entity, entity), eq(revisions.entityId, entityId), eq(revisions.autosave, true), eq(revisions.authorId, actor.userId)));
}
