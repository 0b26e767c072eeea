import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { listTrash, purgeTrash, TRASH_MSG } from "@/lib/server/trash";

/** "Coș" (admin): what was deleted in the last 30 days; DELETE empties it for good ("Golește coșul"). */
export const GET = withAuth("GET /trash", async () => json({ items: await listTrash() }));

export const DELETE = withAuth("DELETE /trash", async () => {
  const removed = await purgeTrash(null);
  return json({ message: TRASH_MSG.emptied, removed });
});
