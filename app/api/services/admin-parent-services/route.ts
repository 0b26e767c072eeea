import { listParentOptions } from "@/lib/server/services";
import { optionalIntParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

// Optional ?exclude={id}: the edit form leaves the service itself out of its own parent choices.
export const GET = withAuth("GET /services/admin-parent-services", async (request) => {
  const exclude = optionalIntParam(request.nextUrl.searchParams.get("exclude"));
  return json(await listParentOptions(exclude));
});
