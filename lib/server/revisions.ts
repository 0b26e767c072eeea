import "server-only";
import { and, desc, eq, isNull, notInArray } from "drizzle-orm";
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
 * REVISIONS_KEPT of that item (autosaves apart: one per user and item, replaced by the next).
 */
export async function keepRevision(tx: Tx, entity: RevisionEntity, entityId: string | number, data: object, published: boolean): Promise<void> {
  const actor = currentActor();
  const id = String(entityId);
  await tx.insert(revisions).values({ entity, entityId: id, data: data as Record<string, unknown>, published, authorId: actor.userId, authorEmail: actor.email });
  await dropAutosave(tx, entity, id);
  const keep = tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, id), eq(revisions.autosave, false)))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(REVISIONS_KEPT);
  await tx.delete(revisions).where(and(eq(revisions.entity, entity), eq(revisions.entityId, id), eq(revisions.autosave, false), notInArray(revisions.id, keep)));
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
