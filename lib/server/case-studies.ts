import "server-only";
import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { caseStudies } from "@/lib/db/schema";
import { CASE_STUDY_PAGE_SIZE } from "@/lib/constants";
import { ApiError } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { writeContent } from "./content-write";
import { CASE_STUDY_MSG, type CaseStudyInput } from "@/lib/validation/case-study";
import { expectedVersion, isLive, likeLiteral, missingOrStale, paging, scheduleColumns, totalPages } from "./content";
import { CASE_STUDY_DETAIL_ONLY, type CaseStudy, type CaseStudyHeaderItem, type CaseStudyListItem } from "@/lib/dto/case-study";
import { columnsWithout, toDto } from "./dto";
import { COUNT_KEYS, countedRows, listedStatuses } from "./row-counts";
import { matchingIds } from "./search";
import { cleanSearch } from "@/lib/search";
import { moveToTrash } from "./trash";

const detailColumns = columnsWithout(caseStudies);
const listColumns = columnsWithout(caseStudies, CASE_STUDY_DETAIL_ONLY);

const newestFirst = [desc(caseStudies.createdAt), desc(caseStudies.id)];

/** LIKE wildcards typed by the user are matched literally. */

export type CaseStudyListQuery = {
  /** The site search's full-text match (lib/server/search.ts), for the portal list. */
  q?: string | null;
  page?: number;
  perPage?: number;
  publishedOnly?: boolean;
  industry?: string | null;
  search?: string | null;
};

export async function listCaseStudies(
  query: CaseStudyListQuery = {},
): Promise<{ caseStudies: CaseStudyListItem[]; totalPages: number; total: number; page: number }> {
  const db = await getDb();
  const { page, perPage, offset } = paging(query.page ?? 1, query.perPage ?? CASE_STUDY_PAGE_SIZE);
  const publishedOnly = query.publishedOnly ?? true;
  const filters: SQL[] = [];
  if (publishedOnly) filters.push(isLive(caseStudies));
  // Exact match, ignoring case: the public filter passes the industry label as shown.
  if (query.industry) filters.push(sql`lower(${caseStudies.industry}) = lower(${query.industry})`);
  if (query.search) filters.push(ilike(caseStudies.title, likeLiteral(query.search)));
  const q = cleanSearch(query.q);
  if (q) filters.push(sql`${caseStudies.id} in ${matchingIds("caseStudy", q)}`);
  const where = filters.length ? and(...filters) : undefined;
  const filtered = Boolean(query.industry || query.search || q);
  const [rows, total] = await Promise.all([
    db.select(listColumns).from(caseStudies).where(where).orderBy(...newestFirst).limit(perPage).offset(offset),
    filtered
      ? db.select({ n: count() }).from(caseStudies).where(where).then(([r]) => r.n)
      : countedRows(db, listedStatuses(publishedOnly).map(COUNT_KEYS.caseStudies)),
  ]);
  return { caseStudies: rows.map((r): CaseStudyListItem => toDto(r)), totalPages: totalPages(total, perPage), total, page };
}

/**
 * How many case studies the header dropdown lists; "Toate studiile de caz" leads to the rest. Every
 * public page renders this menu, so without a cap each page grew with the table (measured: 3.6 MB of
 * HTML per page at 9,000 published case studies, QUALITY P3).
 */
export const CASE_STUDY_MENU_LIMIT = 8;

/** The newest published case studies, for the header menu. */
export async function listCaseStudyHeader(): Promise<CaseStudyHeaderItem[]> {
  const db = await getDb();
  return db
    .select({ id: caseStudies.id, title: caseStudies.title, slug: caseStudies.slug })
    .from(caseStudies)
    .where(isLive(caseStudies))
    .orderBy(...newestFirst)
    .limit(CASE_STUDY_MENU_LIMIT);
}

/** By numeric id or by slug; drafts only for signed-in callers (QUALITY Z3). */
export async function getCaseStudy(idOrSlug: string, includeDrafts: boolean): Promise<CaseStudy> {
  const db = await getDb();
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(caseStudies.id, Number(idOrSlug)) : eq(caseStudies.slug, idOrSlug);
  const where = includeDrafts ? key : and(key, isLive(caseStudies));
  const [row] = await db.select(detailColumns).from(caseStudies).where(where).limit(1);
  if (!row) throw new ApiError(404, CASE_STUDY_MSG.notFound);
  return toDto(row);
}

/** The schema already filled the slug and meta defaults; date records the save (SPEC 5). */
function values({ updated_at: _version, publish_at, ...input }: CaseStudyInput, now: Date) {
  return { ...input, ...scheduleColumns(input.status, publish_at, now), content: sanitizeRichHtml(input.content), featuredImage: input.featuredImage ?? null, date: now };
}

export async function createCaseStudy(input: CaseStudyInput): Promise<CaseStudy> {
  const now = new Date();
  const row = await writeContent("caseStudy", null, async (tx) =>
    (await tx.insert(caseStudies).values({ ...values(input, now), createdAt: now, updatedAt: now }).returning(detailColumns))[0],
  );
  if (!row) throw new ApiError(404, CASE_STUDY_MSG.notFound);
  await revalidateContent([TAGS.caseStudies, TAGS.caseStudy(row.slug)]);
  return toDto(row);
}

export async function updateCaseStudy(id: number, input: CaseStudyInput): Promise<CaseStudy> {
  const db = await getDb();
  const [before] = await db.select(detailColumns).from(caseStudies).where(eq(caseStudies.id, id));
  if (!before) throw new ApiError(404, CASE_STUDY_MSG.notFound);
  const expected = expectedVersion(input.updated_at);
  const byId = eq(caseStudies.id, id);
  const where = expected ? and(byId, eq(caseStudies.updatedAt, expected)) : byId;
  const now = new Date();
  const row = await writeContent("caseStudy", before, async (tx) =>
    (await tx.update(caseStudies).set({ ...values(input, now), updatedAt: now }).where(where).returning(detailColumns))[0],
  );
  if (!row) {
    // Deleted meanwhile (404) or saved by someone else since the editor loaded it (409).
    const [still] = await db.select({ id: caseStudies.id }).from(caseStudies).where(byId);
    throw missingOrStale(Boolean(still), CASE_STUDY_MSG.notFound);
  }
  await revalidateContent([TAGS.caseStudies, TAGS.caseStudy(before.slug), TAGS.caseStudy(row.slug)]);
  return toDto(row);
}

export async function deleteCaseStudy(id: number): Promise<void> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(caseStudies).where(eq(caseStudies.id, id)).returning();
    if (!gone) throw new ApiError(404, CASE_STUDY_MSG.notFound);
    await moveToTrash(tx, "caseStudy", gone.id, gone.title, gone);
    return gone;
  });
  await revalidateContent([TAGS.caseStudies, TAGS.caseStudy(row.slug)]);
}
