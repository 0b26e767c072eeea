import "server-only";
import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { caseStudies } from "@/lib/db/schema";
import { CASE_STUDY_PAGE_SIZE } from "@/lib/constants";
import { ApiError } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { CASE_STUDY_MSG, type CaseStudyInput } from "@/lib/validation/case-study";
import { expectedVersion, iso, missingOrStale, paging, totalPages, withSlugConflict } from "./content";
import { COUNT_KEYS, countedRows, listedStatuses } from "./row-counts";

export type CaseStudyListItem = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  perioada: string;
  industry: string;
  services: string;
  client: string;
  status: "draft" | "published";
  featuredImage: string | null;
  metaTitle: string;
  metaDescription: string;
  date: string | null;
  created_at: string;
  updated_at: string;
};

export type CaseStudy = CaseStudyListItem & { content: string };

export type CaseStudyHeaderItem = { id: number; title: string; slug: string };

/** Everything except content, the one heavy field, which only the detail view needs. */
const listColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  slug: caseStudies.slug,
  excerpt: caseStudies.excerpt,
  perioada: caseStudies.perioada,
  industry: caseStudies.industry,
  services: caseStudies.services,
  client: caseStudies.client,
  status: caseStudies.status,
  featuredImage: caseStudies.featuredImage,
  metaTitle: caseStudies.metaTitle,
  metaDescription: caseStudies.metaDescription,
  date: caseStudies.date,
  createdAt: caseStudies.createdAt,
  updatedAt: caseStudies.updatedAt,
};
const detailColumns = { ...listColumns, content: caseStudies.content };

type ListRow = { [K in keyof typeof listColumns]: (typeof caseStudies.$inferSelect)[K] };
type DetailRow = { [K in keyof typeof detailColumns]: (typeof caseStudies.$inferSelect)[K] };

const toListItem = (r: ListRow): CaseStudyListItem => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  excerpt: r.excerpt,
  perioada: r.perioada,
  industry: r.industry,
  services: r.services,
  client: r.client,
  status: r.status,
  featuredImage: r.featuredImage,
  metaTitle: r.metaTitle,
  metaDescription: r.metaDescription,
  date: iso(r.date),
  created_at: iso(r.createdAt) as string,
  updated_at: iso(r.updatedAt) as string,
});

const toCaseStudy = (r: DetailRow): CaseStudy => ({ ...toListItem(r), content: r.content });

const newestFirst = [desc(caseStudies.createdAt), desc(caseStudies.id)];

/** LIKE wildcards typed by the user are matched literally. */
const likeLiteral = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type CaseStudyListQuery = {
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
  if (publishedOnly) filters.push(eq(caseStudies.status, "published"));
  // Exact match, ignoring case: the public filter passes the industry label as shown.
  if (query.industry) filters.push(sql`lower(${caseStudies.industry}) = lower(${query.industry})`);
  if (query.search) filters.push(ilike(caseStudies.title, likeLiteral(query.search)));
  const where = filters.length ? and(...filters) : undefined;
  const filtered = Boolean(query.industry || query.search);
  const [rows, total] = await Promise.all([
    db.select(listColumns).from(caseStudies).where(where).orderBy(...newestFirst).limit(perPage).offset(offset),
    filtered
      ? db.select({ n: count() }).from(caseStudies).where(where).then(([r]) => r.n)
      : countedRows(db, listedStatuses(publishedOnly).map(COUNT_KEYS.caseStudies)),
  ]);
  return { caseStudies: rows.map(toListItem), totalPages: totalPages(total, perPage), total, page };
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
    .where(eq(caseStudies.status, "published"))
    .orderBy(...newestFirst)
    .limit(CASE_STUDY_MENU_LIMIT);
}

/** By numeric id or by slug; drafts only for signed-in callers (QUALITY Z3). */
export async function getCaseStudy(idOrSlug: string, includeDrafts: boolean): Promise<CaseStudy> {
  const db = await getDb();
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(caseStudies.id, Number(idOrSlug)) : eq(caseStudies.slug, idOrSlug);
  const where = includeDrafts ? key : and(key, eq(caseStudies.status, "published"));
  const [row] = await db.select(detailColumns).from(caseStudies).where(where).limit(1);
  if (!row) throw new ApiError(404, CASE_STUDY_MSG.notFound);
  return toCaseStudy(row);
}

/** The schema already filled the slug and meta defaults; date records the save (SPEC 5). */
function values(input: CaseStudyInput, now: Date) {
  return {
    title: input.title,
    slug: input.slug,
    content: sanitizeRichHtml(input.content),
    excerpt: input.excerpt,
    perioada: input.perioada,
    industry: input.industry,
    services: input.services,
    client: input.client,
    status: input.status as "draft" | "published",
    featuredImage: input.featuredImage ?? null,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    date: now,
  };
}

export async function createCaseStudy(input: CaseStudyInput): Promise<CaseStudy> {
  const db = await getDb();
  const now = new Date();
  const [row] = await withSlugConflict(() =>
    db.insert(caseStudies).values({ ...values(input, now), createdAt: now, updatedAt: now }).returning(detailColumns),
  );
  await revalidateContent([TAGS.caseStudies, TAGS.caseStudy(row.slug)]);
  return toCaseStudy(row);
}

export async function updateCaseStudy(id: number, input: CaseStudyInput): Promise<CaseStudy> {
  const db = await getDb();
  const [before] = await db.select({ slug: caseStudies.slug }).from(caseStudies).where(eq(caseStudies.id, id));
  if (!before) throw new ApiError(404, CASE_STUDY_MSG.notFound);
  const expected = expectedVersion(input.updated_at);
  const byId = eq(caseStudies.id, id);
  const where = expected ? and(byId, eq(caseStudies.updatedAt, expected)) : byId;
  const now = new Date();
  const [row] = await withSlugConflict(() =>
    db.update(caseStudies).set({ ...values(input, now), updatedAt: now }).where(where).returning(detailColumns),
  );
  if (!row) {
    // Deleted meanwhile (404) or saved by someone else since the editor loaded it (409).
    const [still] = await db.select({ id: caseStudies.id }).from(caseStudies).where(byId);
    throw missingOrStale(Boolean(still), CASE_STUDY_MSG.notFound);
  }
  await revalidateContent([TAGS.caseStudies, TAGS.caseStudy(before.slug), TAGS.caseStudy(row.slug)]);
  return toCaseStudy(row);
}

export async function deleteCaseStudy(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ slug: caseStudies.slug });
  if (!row) throw new ApiError(404, CASE_STUDY_MSG.notFound);
  await revalidateContent([TAGS.caseStudies, TAGS.caseStudy(row.slug)]);
}
