import { deleteSuspectSubmissions, deletedCountText, SUBMISSION_MSG } from "@/lib/server/contact-submissions";
import { optionalIntParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

/**
 * "Șterge toate suspectele" (QUALITY R7): every message marked suspect, up to `up_to` (the newest id the
 * admin was shown) when given, so that one arriving meanwhile is not deleted unseen.
 */
export const DELETE = withAuth("DELETE /contact-submissions/suspect", async (request) => {
  const deleted = await deleteSuspectSubmissions(optionalIntParam(request.nextUrl.searchParams.get("up_to")));
  return json({ deleted, message: deleted === 0 ? SUBMISSION_MSG.noSuspects : deletedCountText(deleted) });
});
