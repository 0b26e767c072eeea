import { json } from "@/lib/server/http/respond";
import { ApiError, MESSAGES } from "@/lib/server/http/api-error";
import { withAuth } from "@/lib/server/http/with-auth";
import { isScheduleKey, publishDueContent } from "@/lib/server/schedule";

/**
 * The schedule job's claim of due items (lib/server/schedule-job.ts). It runs here, in a route handler,
 * because revalidateTag is documented for route handlers and Server Actions, not for a timer.
 */
export const POST = withAuth(
  "POST /schedule",
  async (request) => {
    if (!isScheduleKey(request.headers.get("authorization"))) throw new ApiError(401, MESSAGES.unauthorized);
    const published = await publishDueContent();
    return json({ published }, { headers: { "Cache-Control": "no-store" } });
  },
  { tokenCheckedByHandler: true },
);
