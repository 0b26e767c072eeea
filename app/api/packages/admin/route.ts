import { DEFAULT_PAGE_SIZE } from "@/lib/constants";
import { listAdminPlans } from "@/lib/server/plans";
import { pageParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

export const GET = withAuth("GET /packages/admin", async (request) => {
  const q = request.nextUrl.searchParams;
  return json(await listAdminPlans({ page: pageParam(q.get("page")), perPage: pageParam(q.get("perPage"), DEFAULT_PAGE_SIZE) }));
});
