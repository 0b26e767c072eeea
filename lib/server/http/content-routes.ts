import "server-only";
import type { ApiRoute } from "@/lib/permissions";
import { getAutosave, getRevision, listRevisions, saveAutosave, type RevisionEntity } from "@/lib/server/revisions";
import type { AuthContext } from "@/lib/server/auth/session";
import { runBulk, type BulkKind } from "@/lib/server/bulk";
import { planUuid } from "@/lib/server/plans";
import { hasControlChars, MSG } from "@/lib/validation/common";
import { ApiError } from "./api-error";
import { intParam, readJson } from "./request";
import { json } from "./respond";
import { withAuth } from "./with-auth";

/**
 * The routes every content type shares, written once: "Istoric", autosave, bulk actions.
 * "Istoric" for any content type: GET …/{id}/revisions (newest first) and
 * GET …/{id}/revisions/{revisionId} (the item as saved then). `idParam` is the item route's own segment name.
 */
/** Every string of a JSON value, at any depth, must be one PostgreSQL can store and a person could type (QUALITY R4). */
function refuseControlChars(value: unknown, path: string): void {
  if (typeof value === "string") {
    if (hasControlChars(value)) throw new ApiError(422, MSG.controlChars, { [path || "_"]: MSG.controlChars });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => refuseControlChars(item, `${path}[${index}]`));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      refuseControlChars(key, path);
      refuseControlChars(item, path ? `${path}.${key}` : key);
    }
  }
}

/** The item's key from its route: a numeric id (its segment named `idParam`), or a plan's uuid. */
function itemKey(entity: RevisionEntity, params: Record<string, string>, idParam: string): string {
  return entity === "plan" ? planUuid(params[idParam]) : String(intParam(params[idParam]));
}

export function revisionListRoute(route: ApiRoute, entity: RevisionEntity, idParam = "id") {
  return withAuth(route, async (_request, { params }) => json({ revisions: await listRevisions(entity, itemKey(entity, params, idParam)) }));
}

export function revisionRoute(route: ApiRoute, entity: RevisionEntity, idParam = "id") {
  return withAuth(route, async (_request, { params }) => json(await getRevision(entity, itemKey(entity, params, idParam), intParam(params.revisionId))));
}

/**
 * GET and PUT …/{id}/autosave: the caller's unsaved form for that item (a JSON object of the form's
 * fields), kept apart from the saved versions and never published.
 */
export function autosaveRoutes(routes: { get: ApiRoute; put: ApiRoute }, entity: RevisionEntity, idParam = "id") {
  return {
    GET: withAuth(routes.get, async (_request, { params }) => json({ autosave: await getAutosave(entity, itemKey(entity, params, idParam)) })),
    PUT: withAuth(routes.put, async (request, { params }) => {
      const data = await readJson(request);
      refuseControlChars(data, "");
      return json({ autosave: await saveAutosave(entity, itemKey(entity, params, idParam), data) });
    }),
  };
}

/** POST …/bulk { action: "publish" | "draft" | "delete", ids } -> { results: [{ id, ok, message? }] } (lib/server/bulk.ts). */
export function bulkRoute(route: ApiRoute, kind: BulkKind) {
  return withAuth(route, async (request, { auth }) => {
    const body = await readJson(request);
    return json({ results: await runBulk(kind, body.action, body.ids, (auth as AuthContext).user.role) });
  });
}
