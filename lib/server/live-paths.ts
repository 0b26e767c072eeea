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

/** Whether a path is a page visitors can open now (a fixed route or a published item's URL). */
export async function isLivePath(db: Reader, path: string): Promise<boolean> {
  if (ROUTE_PATHS.has(path)) return true;
  const [root, slug, ...rest] = path.slice(1).split("/");
  if (rest.length > 0) return false;
  if (slug === undefined) return isSlug(root) && exists(db, pages, root);
  if (!isSlug(slug)) return false;
  if (root === "blog") return exists(db, blogPosts, slug);
  if (root === "studii-de-caz") return exists(db, caseStudies, slug);
  if (root === "servicii") return exists(db, services, slug);
  return false;
}

async function exists(db: Reader, table: typeof pages | typeof blogPosts | typeof caseStudies | typeof services, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), "scheduled" in table ? isLive(table) : eq(table.status, "published")))
    .limit(1);
  return rows.length > 0;
}
