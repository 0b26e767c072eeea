import "server-only";
import { cleanSearch } from "@/lib/search";
import { matchingIds } from "./search";
import { and, asc, eq, isNull, max, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { services } from "@/lib/db/schema";
import { ApiError, MESSAGES } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { recordSave } from "./content-write";
import { slugify } from "@/lib/slug";
import { SERVICE_MSG, type ServiceInput } from "@/lib/validation/service";
import {
  SERVICE_DETAIL_ONLY,
  SERVICE_INTERNAL,
  type FooterService,
  type ParentOption,
  type Service,
  type ServiceSummary,
} from "@/lib/dto/service";
import { expectedVersion, missingOrStale, withSlugConflict } from "./content";
import { columnsWithout, toDto } from "./dto";
import { moveToTrash } from "./trash";

/**
 * Services form a two-level tree: main services (parent_id null) and their sub-services. The rules
 * that keep it two levels deep are checked inside one transaction with the rows involved locked,
 * so two editors moving services at the same time cannot build a third level.
 */

const summaryColumns = columnsWithout(services, [...SERVICE_INTERNAL, ...SERVICE_DETAIL_ONLY]);
const detailColumns = columnsWithout(services, SERVICE_INTERNAL);

type SummaryRow = Omit<typeof services.$inferSelect, (typeof SERVICE_INTERNAL)[number] | (typeof SERVICE_DETAIL_ONLY)[number]>;
type DetailRow = Omit<typeof services.$inferSelect, (typeof SERVICE_INTERNAL)[number]>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// Curated order first (sort_order), then creation order, so new services appear last.
const ORDER = [asc(services.sortOrder), asc(services.id)];
const PUBLISHED = eq(services.status, "published");
const FOOTER_LIMIT = 50;

function toSummary(r: SummaryRow): ServiceSummary {
  return { ...toDto(r), sub_services: [] };
}

function toService(r: DetailRow, subs: SummaryRow[]): Service {
  return { ...toDto(r), faqs: r.faqs.map((f) => ({ question: f.question, answer: f.answer })), sub_services: subs.map(toSummary) };
}

/** Nests sub-services under their main service; a sub-service whose parent is not in `rows` is left out. */
function buildTree(rows: SummaryRow[]): ServiceSummary[] {
  const mains = rows.filter((r) => r.parentId === null).map(toSummary);
  const byId = new Map(mains.map((m) => [m.id, m]));
  for (const r of rows) if (r.parentId !== null) byId.get(r.parentId)?.sub_services.push(toSummary(r));
  return mains;
}

/**
 * The whole tree (home page, menu, admin tree). Anonymous callers get published services only, and
 * a published sub-service under a draft main service disappears with its parent.
 */
export async function getServiceTree(includeDrafts: boolean, search?: string | null): Promise<ServiceSummary[]> {
  const db = await getDb();
  const filters: SQL[] = includeDrafts ? [] : [PUBLISHED];
  const q = cleanSearch(search);
  if (q) {
    // The services that match, and the main service of each sub-service that does, so the tree holds.
    const found = matchingIds("service", q);
    const shown = includeDrafts ? sql`true` : sql`status = 'published'`;
    filters.push(or(sql`${services.id} in ${found}`, sql`${services.id} in (select parent_id from services where id in ${found} and ${shown})`) as SQL);
  }
  const rows = await db
    .select(summaryColumns)
    .from(services)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(...ORDER);
  return buildTree(rows);
}

/** Footer links: published main services only. */
export async function listFooterServices(): Promise<FooterService[]> {
  const db = await getDb();
  return db
    .select({ id: services.id, title: services.title, slug: services.slug })
    .from(services)
    .where(and(PUBLISHED, isNull(services.parentId)))
    .orderBy(...ORDER)
    .limit(FOOTER_LIMIT);
}

/** Main services for the parent dropdown, drafts included; `excludeId` drops the service being edited. */
export async function listParentOptions(excludeId?: number): Promise<ParentOption[]> {
  const db = await getDb();
  const filters: SQL[] = [isNull(services.parentId)];
  if (excludeId !== undefined) filters.push(ne(services.id, excludeId));
  return db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(and(...filters))
    .orderBy(...ORDER);
}

async function findService(key: SQL, includeDrafts: boolean): Promise<Service> {
  const db = await getDb();
  const [row] = await db
    .select(detailColumns)
    .from(services)
    .where(includeDrafts ? key : and(key, PUBLISHED))
    .limit(1);
  if (!row) throw new ApiError(404, SERVICE_MSG.notFound);
  if (!includeDrafts && row.parentId !== null) {
    // Same rule as the tree: a sub-service is public only while its main service is.
    const [parent] = await db.select({ id: services.id }).from(services).where(and(eq(services.id, row.parentId), PUBLISHED));
    if (!parent) throw new ApiError(404, SERVICE_MSG.notFound);
  }
  const subs = await db
    .select(summaryColumns)
    .from(services)
    .where(includeDrafts ? eq(services.parentId, row.id) : and(eq(services.parentId, row.id), PUBLISHED))
    .orderBy(...ORDER);
  return toService(row, subs);
}

/** By numeric id or by slug; drafts only for signed-in callers (QUALITY Z3). */
export function getService(idOrSlug: string, includeDrafts: boolean): Promise<Service> {
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(services.id, Number(idOrSlug)) : eq(services.slug, idOrSlug);
  return findService(key, includeDrafts);
}

export function getServiceById(id: number, includeDrafts: boolean): Promise<Service> {
  return findService(eq(services.id, id), includeDrafts);
}

/** The columns a save writes: the validated body under the table's names, its HTML sanitised, its slug filled in. */
function values({ updated_at: _version, parent_id: parentId, ...input }: ServiceInput) {
  return {
    ...input,
    // A title with no letters or digits would give an empty slug; fall back to a readable one.
    slug: input.slug || slugify(input.title) || "serviciu",
    content: sanitizeRichHtml(input.content),
    parentId: parentId ?? null,
    faqs: input.faqs.map((f) => ({ question: f.question, answer: sanitizeRichHtml(f.answer) })),
    image: input.image ?? null,
  };
}

const parentError = (message: string) => new ApiError(422, message, { parent_id: message });

function pgCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Database errors a concurrent write can still cause, turned into the API's messages: a foreign-key
 * violation (23503: the parent vanished; 23001: ON DELETE RESTRICT, a child appeared) and a
 * deadlock or serialization failure between two moves.
 */
async function guarded<T>(write: () => Promise<T>, foreignKey: ApiError): Promise<T> {
  try {
    return await withSlugConflict(write);
  } catch (error) {
    const code = pgCode(error);
    if (code === "23503" || code === "23001") throw foreignKey;
    if (code === "40P01" || code === "40001") throw new ApiError(409, MESSAGES.stale);
    throw error;
  }
}

/**
 * The chosen parent must exist and be a main service. It is share-locked so that it cannot become
 * a sub-service or be deleted before this transaction commits.
 */
async function lockParent(tx: Tx, parentId: number | null, selfId: number | null): Promise<{ slug: string } | null> {
  if (parentId === null) return null;
  if (parentId === selfId) throw parentError(SERVICE_MSG.parentSelf);
  const [parent] = await tx
    .select({ slug: services.slug, parentId: services.parentId })
    .from(services)
    .where(eq(services.id, parentId))
    .for("share");
  if (!parent) throw parentError(SERVICE_MSG.parentMissing);
  if (parent.parentId !== null) throw parentError(SERVICE_MSG.parentNotMain);
  return { slug: parent.slug };
}

async function slugOf(tx: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ slug: services.slug }).from(services).where(eq(services.id, id));
  return row?.slug ?? null;
}

const serviceTag = (slug: string | null | undefined) => (slug ? TAGS.service(slug) : null);

/** The next place among the siblings: a new (or moved) service goes after the curated order, not inside it. */
async function nextSortOrder(tx: Tx, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(services.sortOrder) })
    .from(services)
    .where(parentId === null ? isNull(services.parentId) : eq(services.parentId, parentId));
  return (row?.last ?? -1) + 1;
}

export async function createService(input: ServiceInput): Promise<Service> {
  const db = await getDb();
  const { row, parentSlug } = await guarded(
    () =>
      db.transaction(async (tx) => {
        const parent = await lockParent(tx, input.parent_id ?? null, null);
        const sortOrder = await nextSortOrder(tx, input.parent_id ?? null);
        const now = new Date();
        const [created] = await tx
          .insert(services)
          .values({ ...values(input), sortOrder, createdAt: now, updatedAt: now })
          .returning(detailColumns);
        await recordSave(tx, "service", null, created);
        return { row: created, parentSlug: parent?.slug ?? null };
      }),
    parentError(SERVICE_MSG.parentMissing),
  );
  // The parent's page lists its sub-services, so it is refreshed too.
  await revalidateContent([TAGS.services, serviceTag(row.slug), serviceTag(parentSlug)]);
  return toService(row, []);
}

export async function updateService(id: number, input: ServiceInput): Promise<Service> {
  const db = await getDb();
  const newParentId = input.parent_id ?? null;
  const result = await guarded(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select(detailColumns)
          .from(services)
          .where(eq(services.id, id))
          .for("update");
        if (!before) throw new ApiError(404, SERVICE_MSG.notFound);
        const expected = expectedVersion(input.updated_at);
        if (expected && before.updatedAt.getTime() !== expected.getTime()) throw missingOrStale(true, SERVICE_MSG.notFound);
        const parent = await lockParent(tx, newParentId, id);
        if (newParentId !== null) {
          // Only two levels: a main service with sub-services cannot itself move under another one.
          const [child] = await tx.select({ id: services.id }).from(services).where(eq(services.parentId, id)).limit(1);
          if (child) throw parentError(SERVICE_MSG.parentHasChildren);
        }
        const moved = before.parentId !== newParentId;
        const sortOrder = moved ? await nextSortOrder(tx, newParentId) : undefined;
        const [row] = await tx
          .update(services)
          .set({ ...values(input), ...(sortOrder === undefined ? {} : { sortOrder }), updatedAt: new Date() })
          .where(eq(services.id, id))
          .returning(detailColumns);
        await recordSave(tx, "service", before, row);
        const subs = await tx.select(summaryColumns).from(services).where(eq(services.parentId, id)).orderBy(...ORDER);
        const oldParentSlug = before.parentId !== newParentId ? await slugOf(tx, before.parentId) : null;
        return { before, row, subs, parentSlug: parent?.slug ?? null, oldParentSlug };
      }),
    parentError(SERVICE_MSG.parentMissing),
  );
  const { before, row, subs } = result;
  // Old and new slug, the old and new parent's pages, and the sub-services' pages (they vanish
  // from the public site when their main service goes back to draft).
  await revalidateContent([
    TAGS.services,
    serviceTag(before.slug),
    serviceTag(row.slug),
    serviceTag(result.parentSlug),
    serviceTag(result.oldParentSlug),
    ...subs.map((s) => serviceTag(s.slug)),
  ]);
  return toService(row, subs);
}

export async function deleteService(id: number): Promise<void> {
  const db = await getDb();
  const hasChildren = new ApiError(409, SERVICE_MSG.hasChildren);
  const { slug, parentSlug } = await guarded(
    () =>
      db.transaction(async (tx) => {
        const [target] = await tx
          .select({ slug: services.slug, parentId: services.parentId })
          .from(services)
          .where(eq(services.id, id))
          .for("update");
        if (!target) throw new ApiError(404, SERVICE_MSG.notFound);
        const [child] = await tx.select({ id: services.id }).from(services).where(eq(services.parentId, id)).limit(1);
        if (child) throw hasChildren;
        const [gone] = await tx.delete(services).where(eq(services.id, id)).returning();
        await moveToTrash(tx, "service", gone.id, gone.title, gone);
        return { slug: target.slug, parentSlug: await slugOf(tx, target.parentId) };
      }),
    hasChildren,
  );
  await revalidateContent([TAGS.services, serviceTag(slug), serviceTag(parentSlug)]);
}
