import "server-only";
import { parse } from "csv-parse/sync";
import { and, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { ValidationError } from "yup";
import { getDb, type Db } from "@/lib/db/client";
import { redirects } from "@/lib/db/schema";
import type { RedirectDto, RedirectImportResult, RedirectList } from "@/lib/dto/redirect";
import { CONTENT_PATH, type ContentKind } from "@/lib/public-paths";
import { localPathOf, type RedirectCode } from "@/lib/redirects/rules";
import { REDIRECT_MSG, redirectSchema, type RedirectInput } from "@/lib/validation/redirect";
import { expectedVersion, isUniqueViolation, missingOrStale, paging, totalPages } from "./content";
import { csvLine } from "./csv";
import { toDto } from "./dto";
import { ApiError } from "./http/api-error";
import { isLivePath } from "./live-paths";
import { revalidateContent, TAGS } from "./revalidate";
import { AUDIT_ACTIONS } from "@/lib/audit";
import { isOnSite } from "@/lib/content-status";
import { audited, recordAudit, recordRead } from "./audit/log";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

const PER_PAGE = 20;
/** Longer chains than this are not followed (a stored chain is collapsed, so real ones have one hop). */
const MAX_HOPS = 20;

const fieldError = (field: "from" | "to", message: string) => new ApiError(422, message, { [field]: message });

export async function listRedirects({ page = 1, q = "" }: { page?: number; q?: string } = {}): Promise<RedirectList> {
  const db = await getDb();
  const { perPage, offset, page: current } = paging(page, PER_PAGE);
  const term = q.trim();
  const where = term ? or(ilike(redirects.from, `%${escapeLike(term)}%`), ilike(redirects.to, `%${escapeLike(term)}%`)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(redirects).where(where).orderBy(desc(redirects.createdAt), desc(redirects.id)).limit(perPage).offset(offset),
    db.select({ total: count() }).from(redirects).where(where),
  ]);
  return { redirects: rows.map(toDto), totalPages: totalPages(total, perPage), total, page: current };
}

export async function getRedirect(id: number): Promise<RedirectDto> {
  const db = await getDb();
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  if (!row) throw new ApiError(404, REDIRECT_MSG.notFound);
  return toDto(row);
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Where a target leads through the stored redirects: the last hop's target and code, and every local
 * path on the way (a save whose source is among them would make a loop).
 */
async function follow(db: Reader, to: string, code: RedirectCode): Promise<{ to: string; code: RedirectCode; via: string[] }> {
  const via: string[] = [];
  let current = { to, code };
  for (let hop = 0; hop < MAX_HOPS && current.code !== 410; hop++) {
    const path = localPathOf(current.to);
    if (!path || via.includes(path)) break;
    via.push(path);
    const [next] = await db.select({ to: redirects.to, code: redirects.code }).from(redirects).where(eq(redirects.from, path));
    if (!next) break;
    current = next.code === 410 ? { to: "", code: 410 } : { to: next.to, code: current.code };
  }
  return { ...current, via };
}

/** Redirects that led to `path` now lead where it leads (A->B, then B->C: A->C and B->C). */
async function retarget(tx: Tx, path: string, to: string, code: RedirectCode, selfId: number | null) {
  const pointing = selfId === null ? eq(redirects.to, path) : and(eq(redirects.to, path), ne(redirects.id, selfId));
  await tx
    .update(redirects)
    .set({ to, code: code === 410 ? 410 : sql`${redirects.code}`, updatedAt: new Date() })
    .where(pointing);
}

/** One redirect written by an admin (or a CSV row): never from a live URL, never into a loop; its chain collapsed. */
async function writeRedirect(tx: Tx, input: RedirectInput, id: number | null): Promise<RedirectDto> {
  if (await isLivePath(tx, input.from)) throw fieldError("from", REDIRECT_MSG.fromLive);
  const code = input.code as RedirectCode;
  const target = code === 410 ? { to: "", code, via: [] } : await follow(tx, input.to, code);
  if (target.via.includes(input.from)) throw fieldError("to", REDIRECT_MSG.loop);
  const values = { from: input.from, to: target.to, code: target.code, updatedAt: new Date() };
  let row;
  try {
    if (id === null) {
      [row] = await tx.insert(redirects).values(values).returning();
    } else {
      const expected = expectedVersion(input.updated_at);
      const where = expected ? and(eq(redirects.id, id), eq(redirects.updatedAt, expected)) : eq(redirects.id, id);
      [row] = await tx.update(redirects).set(values).where(where).returning();
      if (!row) {
        const [exists] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id));
        throw missingOrStale(Boolean(exists), REDIRECT_MSG.notFound);
      }
    }
  } catch (error) {
    if (isUniqueViolation(error, "from_path")) throw new ApiError(409, REDIRECT_MSG.duplicate, { from: REDIRECT_MSG.duplicate });
    throw error;
  }
  await retarget(tx, row.from, row.to, row.code as RedirectCode, row.id);
  const action = id === null ? "create" : "update";
  await recordAudit(tx, { action, entity: "redirect", entityId: row.id, summary: `Redirecționare ${row.from} → ${row.code === 410 ? "410" : row.to}: ${AUDIT_ACTIONS[action].toLowerCase()}` });
  return toDto(row);
}

async function saved<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  const result = await db.transaction(work);
  await revalidateContent([TAGS.redirects]);
  return result;
}

export const createRedirect = (input: RedirectInput) => saved((tx) => writeRedirect(tx, input, null));
export const updateRedirect = (id: number, input: RedirectInput) => saved((tx) => writeRedirect(tx, input, id));

export async function deleteRedirect(id: number): Promise<void> {
  const [row] = await audited(
    (tx) => tx.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id, from: redirects.from }),
    ([gone]) => (gone ? { action: "delete", entity: "redirect", entityId: gone.id, summary: `Redirecționare ${gone.from}: ștergere` } : null),
  );
  if (!row) throw new ApiError(404, REDIRECT_MSG.notFound);
  await revalidateContent([TAGS.redirects]);
}

/** What decides an item's public URL: its slug, and whether visitors see it (services have no schedule). */
export type UrlState = { slug: string; status: string; scheduled?: boolean };

export const isLiveState = (state: UrlState | null): state is UrlState => state !== null && isOnSite(state);

/**
 * After a content save (or a scheduled item going live), in its transaction: a live item's URL is
 * live, so no redirect may start there any more; a live item whose slug changed leaves a 301 from its
 * old URL to the new one.
 */
export async function keepUrlsAfterSave(tx: Tx, kind: ContentKind, before: UrlState | null, after: UrlState): Promise<void> {
  if (!isLiveState(after)) return;
  const to = CONTENT_PATH[kind](after.slug);
  await tx.delete(redirects).where(eq(redirects.from, to));
  if (!isLiveState(before) || before.slug === after.slug) return;
  const from = CONTENT_PATH[kind](before.slug);
  const now = new Date();
  await tx
    .insert(redirects)
    .values({ from, to, code: 301, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: redirects.from, set: { to, code: 301, updatedAt: now } });
  await retarget(tx, from, to, 301, null);
}

/** "from,to,code" rows (a header row is optional): each valid row saved, each other one listed with its reason. */
export async function importRedirects(csv: string): Promise<RedirectImportResult> {
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    throw new ApiError(422, REDIRECT_MSG.csvUnreadable);
  }
  const first = rows[0]?.map((cell) => cell.toLowerCase());
  const header = first?.[0] === "from" && first?.[1] === "to" ? 1 : 0;
  if (rows.length <= header) throw new ApiError(422, REDIRECT_MSG.csvEmpty);
  const db = await getDb();
  const result: RedirectImportResult = { saved: 0, refused: [] };
  for (let index = header; index < rows.length; index++) {
    const [from = "", to = "", code = ""] = rows[index];
    try {
      const input = await redirectSchema.validate({ from, to, code }, { abortEarly: true, stripUnknown: true });
      await db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.from, input.from));
        await writeRedirect(tx, input, existing?.id ?? null);
      });
      result.saved++;
    } catch (error) {
      if (!(error instanceof ValidationError) && !(error instanceof ApiError && error.status < 500)) throw error;
      result.refused.push({ line: index + 1, from, message: error.message });
    }
  }
  if (result.saved > 0) await revalidateContent([TAGS.redirects]);
  return result;
}

/** Every redirect as "from,to,code" (the import's format), oldest first. */
export async function exportRedirects(): Promise<string> {
  const db = await getDb();
  await recordRead({ action: "export", entity: "redirect", summary: "Export CSV al redirecționărilor" });
  const rows = await db.select({ from: redirects.from, to: redirects.to, code: redirects.code }).from(redirects).orderBy(redirects.id);
  return [csvLine(["from", "to", "code"]), ...rows.map((r) => csvLine([r.from, r.to, String(r.code)]))].join("");
}
