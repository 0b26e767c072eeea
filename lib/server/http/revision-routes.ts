import "server-only";
import type { ApiRoute } from "@/lib/permissions";
import { getRevision, listRevisions, type RevisionEntity } from "@/lib/server/revisions";
import { intParam } from "./request";
import { json } from "./respond";
import { withAuth } from "./with-auth";

/**
 * "Istoric" for any content type, written once: GET …/{id}/revisions (newest first) and
 * GET …/{id}/revisions/{revisionId} (the item as saved then). `idParam` is the item route's own segment name.
 */
export function revisionListRoute(route: ApiRoute, entity: RevisionEntity, idParam = "id") {
  return withAuth(route, async (_request, { params }) => json({ revisions: await listRevisions(entity, String(intParam(params[idParam]))) }));
}

export function revisionRoute(route: ApiRoute, entity: RevisionEntity, idParam = "id") {
  return withAuth(route, async (_request, { params }) =>
    json(await getRevision(entity, String(intParam(params[idParam])), intParam(params.revisionId))),
  );
}
