import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { blogPosts, caseStudies, pages, services } from "@/lib/db/schema";
import { FIXED_PAGES } from "@/lib/public-routes";
import { isSlug } from "@/lib/slug";
import { isLive } from "./content";

type Reader = Pick<Db, "select">;

/** The site's own list and home routes: always live. */
const ROUTE_PATHS = new Set(["/", "/blog", "/studii-de-caz", ...FIXED_PAGES.map((slug) => `/${slug}`)]);

/**
 * Whether a path is a page visitors can open now (a fixed route or a published item's URL); with
 * `drafts` (the portal's preview), any saved item's URL.
 */
export async function isLivePath(db: Reader, path: string, drafts = false): Promise<boolean> {
  if (ROUTE_PATHS.has(path)) return true;
  const [root, slug, ...rest] = path.slice(1).split("/");
  if (rest.length > 0) return false;
  if (slug === undefined) return isSlug(root) && exists(db, pages, root, drafts);
  if (!isSlug(slug)) return false;
  if (root === "blog") return exists(db, blogPosts, slug, drafts);
  if (root === "studii-de-caz") return exists(db, caseStudies, slug, drafts);
  if (root === "servicii") return exists(db, services, slug, drafts);
  return false;
}

async function exists(db: Reader, table: typeof pages | typeof blogPosts | typeof caseStudies | typeof services, slug: string, drafts: boolean): Promise<boolean> {
  const live = "scheduled" in table ? isLive(table) : eq(table.status, "published");
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(drafts ? eq(table.slug, slug) : and(eq(table.slug, slug), live))
    .limit(1);
  return rows.length > 0;
}
