import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import { cookies, draftMode } from "next/headers";
import type { AnyObjectSchema } from "yup";
import { secureCookies } from "@/lib/auth/cookies";
import { getDb } from "@/lib/db/client";
import { previewCopies } from "@/lib/db/schema";
import { CONTENT_PATH, type ContentKind } from "@/lib/public-paths";
import { slugify } from "@/lib/slug";
import { blogSchema } from "@/lib/validation/blog";
import { caseStudySchema } from "@/lib/validation/case-study";
import { pageSchema } from "@/lib/validation/page";
import { serviceSchema } from "@/lib/validation/service";
import { getBlogPost } from "./blog";
import { getCaseStudy } from "./case-studies";
import { sanitizeRichHtml } from "./html";
import { ApiError } from "./http/api-error";
import { getPage } from "./pages";
import { inNextServer } from "./revalidate";
import { getService } from "./services";

/**
 * "Previzualizează pe site" (Next's draft mode): the editor's browser gets the draft-mode cookie and,
 * for unsaved values, PREVIEW_COOKIE naming a copy of the form kept here. In draft mode the public
 * reads show that copy on its route, else the saved item, draft or not (lib/server/public-data.ts);
 * Next renders such requests fresh and stores them nowhere.
 */
export const PREVIEW_COOKIE = "agency-preview";
const COPY_TTL_MS = 24 * 3_600_000;

export const PREVIEW_MSG = {
  kind: "Acest tip de conținut nu poate fi previzualizat.",
  values: "Valorile formularului nu au putut fi citite pentru previzualizare.",
  path: "Adresa de previzualizat trebuie să fie o pagină a site-ului.",
  tooLarge: "Conținutul este prea mare pentru previzualizare (cel mult 4 MB).",
} as const;

/** A form-encoded copy of the largest form (two rich-text fields at their limit) fits. */
export const PREVIEW_MAX_BYTES = 4 * 1_048_576;

type Previewable = {
  schema: AnyObjectSchema;
  /** The saved item (drafts included) the unsaved values go over. */
  load: (id: string) => Promise<object>;
  html: string[];
  /** What names the item's address: the title, or the page's name. */
  name: "title" | "name";
};

const PREVIEWABLE: Record<ContentKind, Previewable> = {
  blog: { schema: blogSchema, load: (id) => getBlogPost(id, true), html: ["content"], name: "title" },
  caseStudy: { schema: caseStudySchema, load: (id) => getCaseStudy(id, true), html: ["content"], name: "title" },
  service: { schema: serviceSchema, load: (id) => getService(id, true), html: ["content"], name: "title" },
  page: { schema: pageSchema, load: (id) => getPage(id, true), html: ["upperContent", "lowerContent"], name: "name" },
};

export const isContentKind = (value: unknown): value is ContentKind => typeof value === "string" && value in PREVIEWABLE;

/** A new item's fields the form does not hold, as a save would give them. */
function fresh(now: Date): Record<string, unknown> {
  const at = now.toISOString();
  return { id: 0, created_at: at, updated_at: at, scheduled: false, publish_at: null, date: at, parent_id: null, image: null, faqs: [], sub_services: [] };
}

/** Stores the form's values as the item would look saved (HTML sanitised as a save does); the path it previews. */
export async function savePreviewCopy(userId: number, kind: ContentKind, id: string | null, values: unknown): Promise<{ copyId: string; path: string }> {
  const target = PREVIEWABLE[kind];
  let cast: Record<string, unknown>;
  try {
    cast = target.schema.cast(values, { assert: false, stripUnknown: true }) as Record<string, unknown>;
  } catch {
    throw new ApiError(422, PREVIEW_MSG.values);
  }
  const now = new Date();
  const saved = id ? ((await target.load(id)) as Record<string, unknown>) : fresh(now);
  const data: Record<string, unknown> = { ...saved, ...cast };
  for (const field of target.html) if (typeof data[field] === "string") data[field] = sanitizeRichHtml(data[field] as string);
  if (Array.isArray(data.faqs)) data.faqs = (data.faqs as Array<{ question: string; answer: string }>).map((f) => ({ ...f, answer: sanitizeRichHtml(f.answer ?? "") }));
  const slug = (typeof cast.slug === "string" && cast.slug) || slugify(String(cast[target.name] ?? "")) || String(saved.slug ?? "");
  data.slug = slug;
  data.updated_at = saved.updated_at;
  const path = CONTENT_PATH[kind](slug);
  const db = await getDb();
  await db.delete(previewCopies).where(lt(previewCopies.createdAt, new Date(now.getTime() - COPY_TTL_MS)));
  const [row] = await db.insert(previewCopies).values({ userId, kind, path, data }).returning({ id: previewCopies.id });
  return { copyId: row.id, path };
}

/** Whether this request is the portal's preview (Next's draft mode); false outside Next's server. */
export async function previewing(): Promise<boolean> {
  return inNextServer && (await draftMode()).isEnabled;
}

/** The copy this preview shows at `path`, when its cookie names one (unexpired). */
export async function previewCopyAt(path: string): Promise<Record<string, unknown> | null> {
  if (!(await previewing())) return null;
  const id = (await cookies()).get(PREVIEW_COOKIE)?.value;
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ data: previewCopies.data })
    .from(previewCopies)
    .where(and(eq(previewCopies.id, id), eq(previewCopies.path, path), gt(previewCopies.createdAt, new Date(Date.now() - COPY_TTL_MS))));
  return row?.data ?? null;
}

/** The cookie naming the copy on show (or none: the saved draft), for a day at most. */
export async function setPreviewCopyCookie(copyId: string | null): Promise<void> {
  if (!inNextServer) return;
  const jar = await cookies();
  if (copyId) jar.set(PREVIEW_COOKIE, copyId, { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: COPY_TTL_MS / 1000 });
  else jar.delete(PREVIEW_COOKIE);
}
