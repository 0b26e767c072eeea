import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE } from "@/lib/constants";
import { getDb, type Db } from "@/lib/db/client";
import { planCategories, plans } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { PLAN_MSG, type PlanInput } from "@/lib/validation/plan";
import { categoryName, isForeignKeyViolation } from "./categories";
import { expectedVersion, iso, missingOrStale, paging, totalPages } from "./content";
import type { PlanDto } from "@/lib/dto/plan";
import { moveToTrash } from "./trash";
import { auditSummary, changedFields, recordAudit } from "./audit/log";
import { keepRevision } from "./revisions";

const planColumns = {
  uuid: plans.uuid,
  name: plans.name,
  price: plans.price,
  description: plans.description,
  planType: plans.planType,
  categoryId: plans.categoryId,
  status: plans.status,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
};
const columns = { ...planColumns, categoryName: planCategories.name };

type PlanRow = { [K in keyof typeof planColumns]: (typeof plans.$inferSelect)[K] };
type Row = PlanRow & { categoryName: string | null };

const toDto = (r: Row): PlanDto => ({
  uuid: r.uuid,
  name: r.name,
  price: r.price,
  description: r.description,
  plan_type: r.planType,
  category_id: r.categoryId,
  category_name: r.categoryName,
  status: r.status,
  created_at: iso(r.createdAt) as string,
  updated_at: iso(r.updatedAt) as string,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed identifier can never name a plan: 404 before Postgres rejects the uuid cast with a 500. */
export function planUuid(value: string | undefined): string {
  if (!value || !UUID.test(value)) throw new ApiError(404, PLAN_MSG.notFound);
  return value.toLowerCase();
}

/** Not async on purpose: a Drizzle query is thenable, so returning it from an async function would run it. */
function selectPlans(db: Db) {
  return db.select(columns).from(plans).leftJoin(planCategories, eq(plans.categoryId, planCategories.id));
}

/**
 * The Tarife page: published plans grouped by category (alphabetically), then by their sort order;
 * plans without a category (complete packages) come last.
 */
export async function listPublicPlans(): Promise<PlanDto[]> {
  const db = await getDb();
  const rows = await selectPlans(db)
    .where(eq(plans.status, "published"))
    .orderBy(
      sql`lower(${planCategories.name}) asc nulls last`,
      asc(plans.categoryId),
      asc(plans.sortOrder),
      asc(plans.createdAt),
      asc(plans.uuid),
    );
  return rows.map(toDto);
}

export async function listAdminPlans(query: { page?: number; perPage?: number } = {}): Promise<{
  packages: PlanDto[];
  totalPages: number;
  total: number;
  page: number;
}> {
  const db = await getDb();
  const { page, perPage, offset } = paging(query.page ?? 1, query.perPage ?? DEFAULT_PAGE_SIZE);
  const [rows, [{ total }]] = await Promise.all([
    selectPlans(db).orderBy(desc(plans.createdAt), desc(plans.uuid)).limit(perPage).offset(offset),
    db.select({ total: count() }).from(plans),
  ]);
  return { packages: rows.map(toDto), totalPages: totalPages(total, perPage), total, page };
}

/** Drafts only for signed-in callers (QUALITY Z3). */
export async function getPlan(uuid: string, includeDrafts: boolean): Promise<PlanDto> {
  const id = planUuid(uuid);
  const where = includeDrafts ? eq(plans.uuid, id) : and(eq(plans.uuid, id), eq(plans.status, "published"));
  const db = await getDb();
  const [row] = await selectPlans(db).where(where).limit(1);
  if (!row) throw new ApiError(404, PLAN_MSG.notFound);
  return toDto(row);
}

const categoryMissing = () => new ApiError(422, PLAN_MSG.categoryMissing, { category_id: PLAN_MSG.categoryMissing });

/** The chosen category's name; an unknown category is a field error, not a 500 from the foreign key. */
async function resolveCategory(id: number | null): Promise<string | null> {
  if (id === null) return null;
  const name = await categoryName(id);
  if (name === null) throw categoryMissing();
  return name;
}

/** A category deleted between the check and the write still ends as the same field error. */
async function withCategoryCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw categoryMissing();
    throw error;
  }
}

function values(input: PlanInput) {
  return {
    name: input.name,
    price: input.price,
    description: sanitizeRichHtml(input.description),
    planType: input.planType,
    categoryId: input.category_id ?? null,
    status: input.status,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A plan's revision and log line, in its save's transaction (as recordSave does for content). */
async function recordPlanSave(tx: Tx, before: PlanRow | null, saved: PlanRow) {
  const action = !before ? "create" : before.status !== saved.status ? (saved.status === "published" ? "publish" : "unpublish") : "update";
  await recordAudit(tx, { action, entity: "plan", entityId: saved.uuid, summary: auditSummary("plan", saved.name, action), fields: changedFields(before, saved) });
  await keepRevision(tx, "plan", saved.uuid, toDto({ ...saved, categoryName: null }), saved.status === "published");
}

export async function createPlan(input: PlanInput): Promise<PlanDto> {
  const db = await getDb();
  const name = await resolveCategory(input.category_id ?? null);
  const now = new Date();
  const [row] = await withCategoryCheck(() =>
    db.transaction(async (tx) => {
      const created = await tx.insert(plans).values({ ...values(input), createdAt: now, updatedAt: now }).returning(planColumns);
      await recordPlanSave(tx, null, created[0]);
      return created;
    }),
  );
  await revalidateContent([TAGS.plans]);
  return toDto({ ...row, categoryName: name });
}

/** Optimistic locking: a save carrying an older updated_at than the stored one is refused (QUALITY D1). */
export async function updatePlan(uuid: string, input: PlanInput): Promise<PlanDto> {
  const db = await getDb();
  const id = planUuid(uuid);
  const [before] = await db.select(planColumns).from(plans).where(eq(plans.uuid, id));
  if (!before) throw new ApiError(404, PLAN_MSG.notFound);
  const name = await resolveCategory(input.category_id ?? null);
  const expected = expectedVersion(input.updated_at);
  const where = expected ? and(eq(plans.uuid, id), eq(plans.updatedAt, expected)) : eq(plans.uuid, id);
  const [row] = await withCategoryCheck(() =>
    db.transaction(async (tx) => {
      const saved = await tx.update(plans).set({ ...values(input), updatedAt: new Date() }).where(where).returning(planColumns);
      if (saved[0]) await recordPlanSave(tx, before, saved[0]);
      return saved;
    }),
  );
  if (!row) throw missingOrStale(true, PLAN_MSG.notFound);
  await revalidateContent([TAGS.plans]);
  return toDto({ ...row, categoryName: name });
}

export async function deletePlan(uuid: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(plans).where(eq(plans.uuid, planUuid(uuid))).returning();
    if (!gone) throw new ApiError(404, PLAN_MSG.notFound);
    await moveToTrash(tx, "plan", gone.uuid, gone.name, gone);
  });
  await revalidateContent([TAGS.plans]);
}
