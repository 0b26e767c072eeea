import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "@/lib/audit";
import { currentActor } from "./actor";

type Writer = Pick<Db, "insert">;

export type AuditEntry = {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  /** A short Romanian sentence; never a lead's personal data (name a lead by its id). */
  summary: string;
  /** The names of the fields the change touched (never their values). */
  fields?: string[];
};

/**
 * Appends one entry for the acting user (lib/server/audit/actor.ts), through the transaction of the change
 * it describes: no change without its entry, no entry for a change that rolled back.
 */
export async function recordAudit(tx: Writer, entry: AuditEntry): Promise<void> {
  const actor = currentActor();
  await tx.insert(auditLog).values({
    userId: actor.userId,
    userEmail: actor.email,
    address: actor.address,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null || entry.entityId === undefined ? "" : String(entry.entityId),
    summary: entry.summary.slice(0, 300),
    fields: entry.fields ?? [],
  });
}

/** The fields whose values differ between two versions of an item (dates of the save itself left out). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  if (!before) return [];
  const skip = new Set(["updatedAt", "updated_at", "createdAt", "created_at"]);
  return Object.keys(after).filter((key) => !skip.has(key) && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

/** "Articol „Titlu”: publicare": the summary of an action on a named item. */
export const auditSummary = (entity: AuditEntity, name: string, action: AuditAction): string =>
  `${AUDIT_ENTITIES[entity]} „${name}”: ${AUDIT_ACTIONS[action].toLowerCase()}`;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A write and its log line in one transaction; the entry comes from what the write returned (null: nothing to log). */
export async function audited<T>(write: (tx: Tx) => Promise<T>, entry: (result: T) => AuditEntry | null): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const line = entry(result);
    if (line) await recordAudit(tx, line);
    return result;
  });
}

/** A read worth a line (a CSV export): logged on its own, since no change goes with it. */
export async function recordRead(entry: AuditEntry): Promise<void> {
  await recordAudit(await getDb(), entry);
}
