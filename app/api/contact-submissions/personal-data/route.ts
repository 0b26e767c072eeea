import { deletedCountText, eraseSubmissionsByEmail } from "@/lib/server/contact-submissions";
import { ApiError } from "@/lib/server/http/api-error";
import { inboxFiltersOf } from "@/lib/server/http/inbox-filters";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { LEADS_MSG } from "@/lib/validation/leads";

/**
 * A data subject's erasure request (GDPR art. 17): DELETE ?email=… removes every message sent with that
 * address (any case) and their queued e-mails. Finding and exporting them first are the inbox's list and
 * export with the same `email` filter. Without an e-mail nothing is deleted (400), never "everything".
 */
export const DELETE = withAuth("DELETE /contact-submissions/personal-data", async (request) => {
  const { email } = inboxFiltersOf(request.nextUrl.searchParams);
  if (!email) throw new ApiError(400, LEADS_MSG.emailRequired);
  const deleted = await eraseSubmissionsByEmail(email);
  return json({ deleted, message: erasedMessage(deleted) });
});

const erasedMessage = (n: number) => (n === 0 ? "Nu există mesaje trimise de pe această adresă." : deletedCountText(n));
