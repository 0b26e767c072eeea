import "server-only";
import { eq, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/client";
import { redirects } from "@/lib/db/schema";
import type { UrlAnswer } from "@/lib/dto/url-answer";
import { pathLookup } from "@/lib/public-routes";
import { isLivePath } from "./live-paths";
import { TAGS } from "./revalidate";

const PATH_MAX = 2000;

/** The answer from the database: a redirect from the path first (none can start at a live URL), then the item it names. */
async function lookUp(path: string, drafts = false): Promise<UrlAnswer> {
  const kind = pathLookup(path);
  if (kind === null || path.length > PATH_MAX) return { kind: "none" };
  const db = await getDb();
  const [redirect] = await db.select({ id: redirects.id, to: redirects.to, code: redirects.code }).from(redirects).where(eq(redirects.from, path));
  if (redirect) return redirect.code === 410 ? { kind: "gone", id: redirect.id } : { kind: "redirect", id: redirect.id, to: redirect.to, code: redirect.code === 302 ? 302 : 301 };
  if (kind === "other") return { kind: "none" };
  return (await isLivePath(db, path, drafts)) ? { kind: "live" } : { kind: "missing" };
}

/**
 * Through Next's data cache, shared by every instance like the pages' reads: expired by any content write
 * (the sitemap tag, which revalidateContent always adds) and by any redirect write.
 */
const cachedLookUp = unstable_cache((path: string) => lookUp(path), ["url-table"], { tags: [TAGS.sitemap, TAGS.redirects] });

/**
 * `fresh`: read past the cache (outside Next's server, where there is none). `preview`: the portal's
 * preview (draft mode), which sees every write at once and drafts as live.
 */
export function resolvePath(path: string, { fresh, preview }: { fresh: boolean; preview: boolean }): Promise<UrlAnswer> {
  return fresh || preview ? lookUp(path, preview) : cachedLookUp(path);
}

/** Counts a redirect's use, after the answer went out (the list shows hits and the last one). */
export async function recordRedirectHit(id: number): Promise<void> {
  const db = await getDb();
  await db.update(redirects).set({ hits: sql`${redirects.hits} + 1`, lastHitAt: new Date() }).where(eq(redirects.id, id));
}
