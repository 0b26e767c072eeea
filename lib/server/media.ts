import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { media, mediaUsage, trash } from "@/lib/db/schema";
import { MEDIA_USE_FILTERS, type MediaItem, type MediaList, type MediaUse, type MediaUseFilter } from "@/lib/dto/media";
import { AUDIT_ENTITIES, type AuditEntity } from "@/lib/audit";
import { recordAudit } from "./audit/log";
import { ApiError } from "./http/api-error";
import { removeUpload } from "./uploads";
import { likeLiteral, paging, totalPages } from "./content";

export const MEDIA_PAGE_SIZE = 24;
/** Images no item has used for this long are listed as orphans, for a person to delete (never silently). */
export const ORPHAN_DAYS = 30;

export const MEDIA_MSG = {
  notFound: "Imaginea nu a fost găsită.",
  deleted: "Imaginea a fost ștearsă.",
  inUse: (places: string) => `Imaginea este folosită și nu poate fi ștearsă. O folosesc: ${places}. Scoateți-o de acolo, apoi ștergeți-o.`,
  inTrash: "un element din Coș",
} as const;

/** How a place's field is named to people. */
const FIELD_LABELS: Record<string, string> = {
  featured_image: "imaginea principală",
  image: "imaginea",
  content: "conținut",
  upper_content: "conținutul de sus",
  lower_content: "conținutul de jos",
  faqs: "întrebări frecvente",
  description: "descriere",
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** The places that use these images, each with its item's name. */
async function usesOf(filenames: string[]): Promise<Map<string, MediaUse[]>> {
  const byFile = new Map<string, MediaUse[]>();
  if (filenames.length === 0) return byFile;
  const db = await getDb();
  const rows = rowsOf<{ filename: string; kind: string; item_id: string; field: string; title: string | null }>(
    await db.execute(sql`
      select u.filename, u.kind, u.item_id, u.field, coalesce(b.title, c.title, s.title, p.name, t.name, pl.name) as title
      from media_usage u
      left join blog_posts b on u.kind = 'blog' and b.id::text = u.item_id
      left join case_studies c on u.kind = 'caseStudy' and c.id::text = u.item_id
      left join services s on u.kind = 'service' and s.id::text = u.item_id
      left join pages p on u.kind = 'page' and p.id::text = u.item_id
      left join team_members t on u.kind = 'team' and t.id::text = u.item_id
      left join plans pl on u.kind = 'plan' and pl.uuid::text = u.item_id
      where u.filename in (${sql.join(filenames.map((f) => sql`${f}`), sql`, `)})
      order by u.kind, title, u.field`),
  );
  for (const row of rows) {
    const list = byFile.get(row.filename) ?? [];
    list.push({ kind: row.kind, item_id: row.item_id, title: row.title ?? "", field: FIELD_LABELS[row.field] ?? row.field });
    byFile.set(row.filename, list);
  }
  return byFile;
}

const used = sql`exists (select 1 from ${mediaUsage} where ${mediaUsage.filename} = ${media.filename})`;

function byUse(use: MediaUseFilter): SQL {
  if (use === "unused") return sql`not ${used}`;
  if (use === "orphan") return sql`${media.unusedSince} < now() - make_interval(days => ${ORPHAN_DAYS})`;
  return sql`exists (select 1 from ${mediaUsage} where ${mediaUsage.filename} = ${media.filename} and ${mediaUsage.kind} = ${use})`;
}

export const isMediaUseFilter = (value: unknown): value is MediaUseFilter => MEDIA_USE_FILTERS.includes(value as MediaUseFilter);

/** The library, newest first: a search by name or alt text and a filter by use. */
export async function listMedia(query: { q?: string | null; page?: number; use?: MediaUseFilter | null }): Promise<MediaList> {
  const db = await getDb();
  const { page, perPage, offset } = paging(query.page ?? 1, MEDIA_PAGE_SIZE);
  const filters: SQL[] = [];
  const q = query.q?.trim().slice(0, 100);
  if (q) filters.push(or(ilike(media.originalName, likeLiteral(q)), ilike(media.alt, likeLiteral(q)), ilike(media.filename, likeLiteral(q))) as SQL);
  if (query.use) filters.push(byUse(query.use));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(perPage).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(media).where(where),
  ]);
  const uses = await usesOf(rows.map((r) => r.filename));
  const items = rows.map(
    (r): MediaItem => ({
      id: r.id,
      filename: r.filename,
      url: `/uploads/${r.filename}`,
      original_name: r.originalName,
      content_type: r.contentType,
      width: r.width,
      height: r.height,
      size: r.size,
      alt: r.alt,
      uploaded_by: r.uploadedByEmail,
      created_at: r.createdAt.toISOString(),
      unused_since: r.unusedSince ? r.unusedSince.toISOString() : null,
      uses: uses.get(r.filename) ?? [],
    }),
  );
  return { items, total: Number(n), page, totalPages: totalPages(Number(n), perPage) };
}

async function getMediaRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new ApiError(404, MEDIA_MSG.notFound);
  return row;
}

/** Changes an image's alt text (what the library proposes when the image is picked again). */
export async function updateMediaAlt(id: number, alt: string): Promise<MediaItem> {
  const row = await getMediaRow(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(media).set({ alt }).where(eq(media.id, id));
    await recordAudit(tx, { action: "update", entity: "media", entityId: id, summary: `Imagine „${row.originalName || row.filename}”: text alternativ`, fields: ["alt"] });
  });
  const { items } = await listMedia({ q: row.filename });
  return items[0];
}

/**
 * Deletes an image nothing uses: its library row and its file. One still used (by an item, or by one
 * in the trash, which a restore would bring back) is refused with the places that use it.
 */
export async function deleteMedia(id: number): Promise<void> {
  const row = await getMediaRow(id);
  const places = (await usesOf([row.filename])).get(row.filename) ?? [];
  const db = await getDb();
  const [trashed] = await db.select({ id: trash.id }).from(trash).where(sql`${trash.data}::text like ${`%/uploads/${row.filename}%`}`).limit(1);
  if (places.length || trashed) {
    const named = places.map((p) => `${AUDIT_ENTITIES[p.kind as AuditEntity] ?? p.kind} „${p.title}” (${p.field})`);
    if (trashed) named.push(MEDIA_MSG.inTrash);
    throw new ApiError(409, MEDIA_MSG.inUse(named.join(", ")));
  }
  await db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, { action: "delete", entity: "media", entityId: id, summary: `Imagine „${row.originalName || row.filename}” ștearsă` });
  });
  await removeUpload(row.filename);
}

