import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import type { ContentKind } from "@/lib/public-paths";
import { withSlugConflict } from "./content";
import { keepUrlsAfterSave, type UrlState } from "./redirects";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A content item's insert or update, in one transaction with what keeps its public URLs right (a 301
 * from the old slug, no redirect from a live URL: lib/server/redirects.ts), a taken slug answered 409.
 * Undefined when the update matched no row (the caller tells missing from stale). The caller's
 * revalidateContent expires the URL table with the sitemap.
 */
export async function writeContent<Row extends UrlState>(
  kind: ContentKind,
  before: UrlState | null,
  write: (tx: Tx) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const db = await getDb();
  return withSlugConflict(() =>
    db.transaction(async (tx) => {
      const written = await write(tx);
      if (written) await keepUrlsAfterSave(tx, kind, before, written);
      return written;
    }),
  );
}
