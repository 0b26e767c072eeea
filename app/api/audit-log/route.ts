import { listAudit } from "@/lib/server/audit/read";
import { pageParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

/** "Jurnal de activitate" (admin): ?user&entity&action&from&to&page. Entries are never changed through the API. */
export const GET = withAuth("GET /audit-log", async (request) => {
  const q = request.nextUrl.searchParams;
  return json(await listAudit({ user: q.get("user"), entity: q.get("entity"), action: q.get("action"), from: q.get("from"), to: q.get("to"), page: pageParam(q.get("page")) }));
});
