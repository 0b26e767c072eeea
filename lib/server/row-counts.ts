import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Status } from "@/lib/content-status";
import { rowCounts } from "@/lib/db/schema";

/** Keys of row_counts, kept exact by the triggers of migrations 0002_row_count_triggers and 0007. */
export const COUNT_KEYS = {
  /** The inbox's messages, suspect ones apart (migration 0007). */
  submissions: "contact_submissions",
  suspectSubmissions: "contact_submissions:suspect",
  blog: (status: Status) => `blog_posts:${status}`,
  caseStudies: (status: Status) => `case_studies:${status}`,
} as const;

/** The statuses a list shows: published only for visitors, both for the portal. */
export const listedStatuses = (publishedOnly: boolean): Status[] => (publishedOnly ? ["published"] : ["draft", "published"]);

/**
 * Total rows under the given keys in O(1), for the unfiltered lists' totalPages (QUALITY P3);
 * filtered lists (category, industry, search) still count their matches.
 */
export async function countedRows(db: Db, keys: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)`.mapWith(Number) })
    .from(rowCounts)
    .where(inArray(rowCounts.name, keys));
  return row?.n ?? 0;
}
