import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ApiError } from "@/lib/server/http/api-error";
import { MESSAGES } from "@/lib/server/http/api-error";

/** Shared by every content type: pagination maths, unique-slug conflicts and optimistic locking. */

export const DUPLICATE_SLUG = "duplicate slug: Acest slug este deja folosit. Vă rugăm să alegeți altul.";

/** The PostgreSQL error somewhere in a thrown error's cause chain (Drizzle wraps it), or null. */
function databaseError(error: unknown): { code: string; constraint?: string; message?: string } | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint, message: e.message };
    current = e.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraintPart?: string): boolean {
  const found = databaseError(error);
  if (found?.code !== "23505") return false;
  return !constraintPart || (found.constraint ?? found.message ?? "").includes(constraintPart);
}

/** A row that names another one which is gone (a restored sub-service's main service, a plan's category). */
export const isForeignKeyViolation = (error: unknown): boolean => databaseError(error)?.code === "23503";

/** Runs a write; a unique violation on a slug becomes the 409 the portal recognises ("duplicate slug"). */
export async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw new ApiError(409, DUPLICATE_SLUG);
    throw error;
  }
}

export type Paging = { page: number; perPage: number; offset: number };

export function paging(page: number, perPage: number): Paging {
  const size = Math.min(Math.max(Math.trunc(perPage) || 10, 1), 100);
  const p = Math.max(Math.trunc(page) || 1, 1);
  return { page: p, perPage: size, offset: (p - 1) * size };
}

/** A text searched anywhere in a column with (i)like: its %, _ and \ taken literally. */
export const likeLiteral = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const totalPages = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The updated_at the editor loaded, as a Date, or undefined when the client did not send one. */
export function expectedVersion(updatedAt: string | undefined): Date | undefined {
  return updatedAt ? new Date(updatedAt) : undefined;
}

/** After a conditional UPDATE matched nothing: was the row gone (404) or changed meanwhile (409)? */
export function missingOrStale(exists: boolean, notFoundMessage: string): ApiError {
  return exists ? new ApiError(409, MESSAGES.stale) : new ApiError(404, notFoundMessage);
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type Publishable = { status: PgColumn; scheduled: PgColumn };

/** What visitors may see of a table with scheduled publishing: published, and not waiting for its publish_at. */
export const isLive = (table: Publishable): SQL => and(eq(table.status, "published"), eq(table.scheduled, false)) as SQL;

/**
 * The publish_at and scheduled columns a save writes: a published item whose time is still ahead waits
 * for the schedule job (lib/server/schedule.ts); a past or empty time publishes it with the save.
 */
export function scheduleColumns(status: string, publishAt: string | null | undefined, now = new Date()) {
  const at = publishAt ? new Date(publishAt) : null;
  return { publishAt: at, scheduled: status === "published" && at !== null && at > now };
}
