import "server-only";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "@/lib/audit";
import { getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import type { AuditEntryDto, AuditList } from "@/lib/dto/audit";
import { paging, totalPages } from "../content";

const PER_PAGE = 30;

export type AuditQuery = { user?: string | null; entity?: string | null; action?: string | null; from?: string | null; to?: string | null; page?: number };

const isDay = (value: string | null | undefined): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));

/** Newest first; filters by the person's e-mail, entity type, action and days (Romanian days: the portal sends them so). */
export async function listAudit(query: AuditQuery): Promise<AuditList> {
  const db = await getDb();
  const { perPage, offset } = paging(query.page ?? 1, PER_PAGE);
  const filters: SQL[] = [];
  if (query.user) filters.push(eq(auditLog.userEmail, query.user.trim().toLowerCase()));
  if (query.entity && query.entity in AUDIT_ENTITIES) filters.push(eq(auditLog.entity, query.entity));
  if (query.action && query.action in AUDIT_ACTIONS) filters.push(eq(auditLog.action, query.action));
  if (isDay(query.from)) filters.push(gte(auditLog.createdAt, sql`(${query.from}::date)::timestamp AT TIME ZONE 'Europe/Bucharest'`));
  if (isDay(query.to)) filters.push(lt(auditLog.createdAt, sql`((${query.to}::date + 1)::timestamp) AT TIME ZONE 'Europe/Bucharest'`));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(perPage).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const entries = rows.map(
    (r): AuditEntryDto => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      user_email: r.userEmail,
      action: r.action as AuditAction,
      entity: r.entity as AuditEntity,
      entity_id: r.entityId,
      summary: r.summary,
      fields: r.fields,
      address: r.address,
    }),
  );
  return { entries, totalPages: totalPages(n, perPage) };
}

/** Entries older than `months` go (AUDIT_RETENTION_MONTHS); the only way one ever leaves the log. */
export async function deleteOldAuditEntries(months: number): Promise<number> {
  if (!Number.isInteger(months) || months <= 0) return 0;
  const db = await getDb();
  const gone = await db.delete(auditLog).where(lt(auditLog.createdAt, sql`now() - make_interval(months => ${months}::int)`)).returning({ id: auditLog.id });
  return gone.length;
}
