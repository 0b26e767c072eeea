import "server-only";
import { cleanSearch } from "@/lib/search";
import { matchingIds } from "./search";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { pages } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { writeContent } from "./content-write";
import { PAGE_MSG, type PageInput } from "@/lib/validation/page";
import type { PageDto } from "@/lib/dto/page";
import { expectedVersion, isLive, missingOrStale, scheduleColumns } from "./content";
import { columnsWithout, toDto } from "./dto";
import { moveToTrash } from "./trash";

const columns = columnsWithout(pages);

const isId = (key: string) => /^\d{1,9}$/.test(key);
/** Digits are an id, anything else a slug (slugs made only of digits are refused on save). */
const keyFilter = (slugOrId: string): SQL => (isId(slugOrId) ? eq(pages.id, Number(slugOrId)) : eq(pages.slug, slugOrId));
const visible = (key: SQL, includeDrafts: boolean) => (includeDrafts ? key : and(key, isLive(pages)));

/**
 * Every page with all its fields: pages are a short, unpaged list (the sidebar and the public
 * routes are built from it), so the full rows cost little and spare a request per page.
 */
export async function listPages(includeDrafts: boolean, search?: string | null): Promise<PageDto[]> {
  const db = await getDb();
  const q = cleanSearch(search);
  const where = and(includeDrafts ? undefined : isLive(pages), q ? sql`${pages.id} in ${matchingIds("page", q)}` : undefined);
  const rows = await db.select(columns).from(pages).where(where).orderBy(asc(pages.name), asc(pages.id));
  return rows.map((r): PageDto => toDto(r));
}

/** By numeric id or by slug; drafts only for signed-in callers (QUALITY Z3). */
export async function getPage(slugOrId: string, includeDrafts: boolean): Promise<PageDto> {
  const db = await getDb();
  const [row] = await db.select(columns).from(pages).where(visible(keyFilter(slugOrId), includeDrafts)).limit(1);
  if (!row) throw new ApiError(404, PAGE_MSG.notFound);
  return toDto(row);
}

/** The columns a save writes: the validated body under the table's names, its HTML sanitised. */
function values({ updated_at: _version, publish_at, ...input }: PageInput) {
  return { ...input, ...scheduleColumns(input.status, publish_at), upperContent: sanitizeRichHtml(input.upperContent), lowerContent: sanitizeRichHtml(input.lowerContent) };
}

export async function createPage(input: PageInput): Promise<PageDto> {
  const now = new Date();
  const row = await writeContent("page", null, async (tx) =>
    (await tx.insert(pages).values({ ...values(input), createdAt: now, updatedAt: now }).returning(columns))[0],
  );
  if (!row) throw new ApiError(404, PAGE_MSG.notFound);
  await revalidateContent([TAGS.pages, TAGS.page(row.slug)]);
  return toDto(row);
}

export async function updatePage(slugOrId: string, input: PageInput): Promise<PageDto> {
  const db = await getDb();
  const [before] = await db.select(columns).from(pages).where(keyFilter(slugOrId));
  if (!before) throw new ApiError(404, PAGE_MSG.notFound);
  const expected = expectedVersion(input.updated_at);
  const byId = eq(pages.id, before.id);
  const where = expected ? and(byId, eq(pages.updatedAt, expected)) : byId;
  const row = await writeContent("page", before, async (tx) =>
    (await tx.update(pages).set({ ...values(input), updatedAt: new Date() }).where(where).returning(columns))[0],
  );
  if (!row) {
    // Deleted meanwhile (404) or saved by someone else since the editor loaded it (409).
    const [still] = await db.select({ id: pages.id }).from(pages).where(byId);
    throw missingOrStale(Boolean(still), PAGE_MSG.notFound);
  }
  await revalidateContent([TAGS.pages, TAGS.page(before.slug), TAGS.page(row.slug)]);
  return toDto(row);
}

export async function deletePage(slugOrId: string): Promise<void> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(pages).where(keyFilter(slugOrId)).returning();
    if (!gone) throw new ApiError(404, PAGE_MSG.notFound);
    await moveToTrash(tx, "page", gone.id, gone.name, gone);
    return gone;
  });
  await revalidateContent([TAGS.pages, TAGS.page(row.slug)]);
}
