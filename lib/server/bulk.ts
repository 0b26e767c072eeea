import "server-only";
import { ValidationError, type AnyObjectSchema } from "yup";
import { BULK_ACTION_LABELS, type BulkActionName, type BulkResult } from "@/lib/bulk";
import { API_ACCESS, allows, type ApiRoute, type Role } from "@/lib/permissions";
import { blogSchema } from "@/lib/validation/blog";
import { caseStudySchema } from "@/lib/validation/case-study";
import { pageSchema } from "@/lib/validation/page";
import { serviceSchema } from "@/lib/validation/service";
import { deleteBlogPost, getBlogPost, updateBlogPost } from "./blog";
import { deleteCaseStudy, getCaseStudy, updateCaseStudy } from "./case-studies";
import { ApiError, MESSAGES } from "./http/api-error";
import { deletePage, getPage, updatePage } from "./pages";
import { deleteService, getServiceById, updateService } from "./services";

/**
 * Bulk actions of the content lists: each selected item goes through its own save or delete, with its
 * own rules (publishing needs every required field; a service with sub-services stays), so one item's
 * refusal is reported and the others still happen.
 */
export const BULK_ACTIONS = Object.keys(BULK_ACTION_LABELS) as BulkActionName[];
export type BulkAction = BulkActionName;
export type { BulkResult };

export const BULK_MSG = {
  action: "Acțiunea trebuie să fie publish, draft sau delete.",
  ids: "Alegeți între 1 și 100 de elemente.",
} as const;

type Kind = {
  schema: AnyObjectSchema;
  load: (id: number) => Promise<Record<string, unknown>>;
  save: (id: number, input: never) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  deleteRoute: ApiRoute;
};

const KINDS = {
  blog: { schema: blogSchema, load: (id) => getBlogPost(String(id), true), save: updateBlogPost, remove: deleteBlogPost, deleteRoute: "DELETE /blog/[id]" },
  caseStudy: { schema: caseStudySchema, load: (id) => getCaseStudy(String(id), true), save: updateCaseStudy, remove: deleteCaseStudy, deleteRoute: "DELETE /case-studies/[id]" },
  page: { schema: pageSchema, load: (id) => getPage(String(id), true), save: (id, input) => updatePage(String(id), input), remove: (id) => deletePage(String(id)), deleteRoute: "DELETE /pages/[slugOrId]" },
  service: { schema: serviceSchema, load: (id) => getServiceById(id, true), save: updateService, remove: deleteService, deleteRoute: "DELETE /services/[id]" },
} satisfies Record<string, Kind>;

export type BulkKind = keyof typeof KINDS;

async function one(kind: Kind, action: BulkAction, id: number): Promise<BulkResult> {
  try {
    if (action === "delete") {
      await kind.remove(id);
      return { id, ok: true };
    }
    const item = await kind.load(id);
    const input = await kind.schema.validate({ ...item, status: action === "publish" ? "published" : "draft" }, { abortEarly: true, stripUnknown: true });
    await kind.save(id, input as never);
    return { id, ok: true };
  } catch (error) {
    if (error instanceof ValidationError) return { id, ok: false, message: error.message };
    if (error instanceof ApiError && error.status < 500) return { id, ok: false, message: error.message };
    throw error;
  }
}

/** The actions one after another (each its own transaction), in the order of the selection. */
export async function runBulk(kindName: BulkKind, action: unknown, ids: unknown, role: Role): Promise<BulkResult[]> {
  if (!BULK_ACTIONS.includes(action as BulkAction)) throw new ApiError(422, BULK_MSG.action, { action: BULK_MSG.action });
  const list = Array.isArray(ids) ? [...new Set(ids)].filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  if (list.length === 0 || list.length > 100 || !Array.isArray(ids) || list.length !== new Set(ids).size) throw new ApiError(422, BULK_MSG.ids, { ids: BULK_MSG.ids });
  const kind: Kind = KINDS[kindName];
  if (action === "delete" && !allows(API_ACCESS[kind.deleteRoute], role)) throw new ApiError(403, MESSAGES.forbidden);
  const results: BulkResult[] = [];
  for (const id of list) results.push(await one(kind, action as BulkAction, id));
  return results;
}
