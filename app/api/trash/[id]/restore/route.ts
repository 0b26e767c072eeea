import { intParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { restoreFromTrash, TRASH_MSG } from "@/lib/server/trash";

/** Puts a deleted item back with its id, address, revisions and redirects (admin). */
export const POST = withAuth("POST /trash/[id]/restore", async (_request, { params }) => {
  const { entity, entityId } = await restoreFromTrash(intParam(params.id));
  return json({ message: TRASH_MSG.restored, entity, entity_id: entityId });
});
