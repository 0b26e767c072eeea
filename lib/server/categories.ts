import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { planCategories, plans } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { CATEGORY_MSG, type CategoryInput } from "@/lib/validation/category";
import { isUniqueViolation } from "./content";
import type { CategoryDto } from "@/lib/dto/plan";
import { audited, auditSummary } from "./audit/log";



const columns = { id: planCategories.id, name: planCategories.name };

/** Postgres 23503, possibly wrapped by Drizzle in a query error's cause chain. */
export function isForeignKeyViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: string; cause?: unknown };
    if (e.code === "23503") return true;
    current = e.cause;
  }
  return false;
}

export async function listCategories(): Promise<CategoryDto[]> {
  const db = await getDb();
  return db.select(columns).from(planCategories).orderBy(asc(sql`lower(${planCategories.name})`), asc(planCategories.id));
}

/** The category's name, or null when it does not exist. */
export async function categoryName(id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ name: planCategories.name }).from(planCategories).where(eq(planCategories.id, id));
  return row?.name ?? null;
}

/** Names are unique regardless of case (a unique index on lower(name)), so "SEO" and "seo" clash. */
export async function createCategory(input: CategoryInput): Promise<CategoryDto> {
  try {
    const [row] = await audited(
      (tx) => tx.insert(planCategories).values({ name: input.name }).returning(columns),
      ([created]) => ({ action: "create", entity: "category", entityId: created.id, summary: auditSummary("category", created.name, "create") }),
    );
    await revalidateContent([TAGS.plans]);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, CATEGORY_MSG.duplicate);
    throw error;
  }
}

/**
 * A category still used by a plan stays: the check gives the clear message, and the foreign key
 * (ON DELETE RESTRICT) covers a plan attached between the check and the delete.
 */
export async function deleteCategory(id: number): Promise<void> {
  const db = await getDb();
  const [{ used }] = await db.select({ used: count() }).from(plans).where(eq(plans.categoryId, id));
  if (used > 0) throw new ApiError(409, CATEGORY_MSG.inUse);
  try {
    const [row] = await audited(
      (tx) => tx.delete(planCategories).where(eq(planCategories.id, id)).returning({ id: planCategories.id, name: planCategories.name }),
      ([gone]) => (gone ? { action: "delete", entity: "category", entityId: gone.id, summary: auditSummary("category", gone.name, "delete") } : null),
    );
    if (!row) throw new ApiError(404, CATEGORY_MSG.notFound);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, CATEGORY_MSG.inUse);
    throw error;
  }
  await revalidateContent([TAGS.plans]);
}
