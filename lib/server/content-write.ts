import "server-only";
import type { AuditAction } from "@/lib/audit";
import { getDb, type Db } from "@/lib/db/client";
import type { ContentKind } from "@/lib/public-paths";
import { auditSummary, changedFields, recordAudit } from "./audit/log";
import { withSlugConflict } from "./content";
import { toDto } from "./dto";
import { isLiveState, keepUrlsAfterSave, type UrlState } from "./redirects";
import { keepRevision } from "./revisions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a save of any content type hands over: its URL state, its id and its name. */
export type SavedItem = UrlState & { id: number; title?: string; name?: string };

/** Created, published, taken off the site or changed: what the log calls a save. */
function saveAction(before: SavedItem | null, after: SavedItem): AuditAction {
  if (!before) return "create";
  const [was, is] = [isLiveState(before), isLiveState(after)];
  return is && !was ? "publish" : was && !is ? "unpublish" : "update";
}

/**
 * What every content save does in its transaction after its write: keep its public URLs right (a 301
 * from the old slug, no redirect from a live URL: lib/server/redirects.ts), keep its revision and add
 * its line to the audit log. `before` is the row as it was (null for a new item).
 */
export async function recordSave(tx: Tx, kind: ContentKind, before: SavedItem | null, written: SavedItem): Promise<void> {
  await keepUrlsAfterSave(tx, kind, before, written);
  const action = saveAction(before, written);
  const name = written.title ?? written.name ?? written.slug;
  await recordAudit(tx, { action, entity: kind, entityId: written.id, summary: auditSummary(kind, name, action), fields: changedFields(before, written) });
  await keepRevision(tx, kind, written.id, toDto(written), written.status === "published");
}

/**
 * A content item's insert or update with recordSave in one transaction; a taken slug answered 409.
 * Undefined when the update matched no row (the caller tells missing from stale). The caller's
 * revalidateContent expires the URL table with the sitemap.
 */
export async function writeContent<Row extends SavedItem>(
  kind: ContentKind,
  before: SavedItem | null,
  write: (tx: Tx) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const db = await getDb();
  return withSlugConflict(() =>
    db.transaction(async (tx) => {
      const written = await write(tx);
      if (written) await recordSave(tx, kind, before, written);
      return written;
    }),
  );
}
