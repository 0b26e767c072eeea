import "server-only";
import type { ApiRoute } from "@/lib/permissions";
import { getAutosave, getRevision, listRevisions, saveAutosave, type RevisionEntity } from "@/lib/server/revisions";
import { planUuid } from "@/lib/server/plans";
import { intParam, readJson } from "./request";
import { json } from "./respond";
import { withAuth } from "./with-auth";

/**
 * "Istoric" for any content type, written once: GET …/{id}/revisions (newest first) and
 * GET …/{id}/revisions/{revisionId} (the item as saved then). `idParam` is the item route's own segment name.
 */
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
      const id = itemKey(entity, params, idParam);
      return json({ autosave: await saveAutosave(entity, id, await readJson(request)) });
    }),
  };
}
