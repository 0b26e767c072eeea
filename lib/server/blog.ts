import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { blogPosts } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { writeContent } from "./content-write";
import { slugify } from "@/lib/slug";
import { BLOG_MSG, type BlogInput } from "@/lib/validation/blog";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { BLOG_DETAIL_ONLY, type BlogListItem, type BlogPost } from "@/lib/dto/blog";
import { columnsWithout, toDto } from "./dto";
import { expectedVersion, isLive, missingOrStale, paging, scheduleColumns, totalPages } from "./content";
import { COUNT_KEYS, countedRows, listedStatuses } from "./row-counts";
import { moveToTrash } from "./trash";
import { matchingIds } from "./search";
import { cleanSearch } from "@/lib/search";

const detailColumns = columnsWithout(blogPosts);
const listColumns = columnsWithout(blogPosts, BLOG_DETAIL_ONLY);

/** `q`: the site search's full-text match (lib/server/search.ts), for the portal list. */
export type BlogListQuery = { page?: number; perPage?: number; publishedOnly?: boolean; category?: string | null; q?: string | null };

export async function listBlogPosts(query: BlogListQuery = {}): Promise<{ blogs: BlogListItem[]; totalPages: number; total: number; page: number }> {
  const db = await getDb();
  const { page, perPage, offset } = paging(query.page ?? 1, query.perPage ?? BLOG_PAGE_SIZE);
  const publishedOnly = query.publishedOnly ?? true;
  const filters: SQL[] = [];
  if (publishedOnly) filters.push(isLive(blogPosts));
  if (query.category) filters.push(sql`${blogPosts.categories} @> ${JSON.stringify([query.category])}::jsonb`);
  const q = cleanSearch(query.q);
  if (q) filters.push(sql`${blogPosts.id} in ${matchingIds("blog", q)}`);
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total] = await Promise.all([
    db.select(listColumns).from(blogPosts).where(where).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(perPage).offset(offset),
    query.category || q
      ? db.select({ n: count() }).from(blogPosts).where(where).then(([r]) => r.n)
      : countedRows(db, listedStatuses(publishedOnly).map(COUNT_KEYS.blog)),
  ]);
  return { blogs: rows.map((r): BlogListItem => toDto(r)), totalPages: totalPages(total, perPage), total, page };
}

/** By numeric id or by slug; drafts only for signed-in callers (QUALITY Z3). */
export async function getBlogPost(idOrSlug: string, includeDrafts: boolean): Promise<BlogPost> {
  const db = await getDb();
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(blogPosts.id, Number(idOrSlug)) : eq(blogPosts.slug, idOrSlug);
  const where = includeDrafts ? key : and(key, isLive(blogPosts));
  const [row] = await db.select(detailColumns).from(blogPosts).where(where).limit(1);
  if (!row) throw new ApiError(404, BLOG_MSG.notFound);
  return toDto(row);
}

/** The columns a save writes: the validated body under the table's names, its HTML sanitised and its slug filled in. */
function values({ updated_at: _version, publish_at, ...input }: BlogInput) {
  return {
    ...input,
    ...scheduleColumns(input.status, publish_at),
    slug: input.slug || slugify(input.title),
    content: sanitizeRichHtml(input.content),
    featuredImage: input.featuredImage ?? null,
  };
}

export async function createBlogPost(input: BlogInput): Promise<BlogPost> {
  const now = new Date();
  const row = await writeContent("blog", null, async (tx) =>
    (await tx.insert(blogPosts).values({ ...values(input), createdAt: now, updatedAt: now }).returning(detailColumns))[0],
  );
  if (!row) throw new ApiError(404, BLOG_MSG.notFound);
  await revalidateContent([TAGS.blog, TAGS.blogPost(row.slug)]);
  return toDto(row);
}

export async function updateBlogPost(id: number, input: BlogInput): Promise<BlogPost> {
  const db = await getDb();
  const [before] = await db.select(detailColumns).from(blogPosts).where(eq(blogPosts.id, id));
  if (!before) throw new ApiError(404, BLOG_MSG.notFound);
  const expected = expectedVersion(input.updated_at);
  const where = expected ? and(eq(blogPosts.id, id), eq(blogPosts.updatedAt, expected)) : eq(blogPosts.id, id);
  const row = await writeContent("blog", before, async (tx) =>
    (await tx.update(blogPosts).set({ ...values(input), updatedAt: new Date() }).where(where).returning(detailColumns))[0],
  );
  if (!row) throw missingOrStale(true, BLOG_MSG.notFound);
  await revalidateContent([TAGS.blog, TAGS.blogPost(before.slug), TAGS.blogPost(row.slug)]);
  return toDto(row);
}

export async function deleteBlogPost(id: number): Promise<void> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!gone) throw new ApiError(404, BLOG_MSG.notFound);
    await moveToTrash(tx, "blog", gone.id, gone.title, gone);
    return gone;
  });
  await revalidateContent([TAGS.blog, TAGS.blogPost(row.slug)]);
}
