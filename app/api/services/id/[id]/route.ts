import { getServiceById } from "@/lib/server/services";
import { intParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

// Strictly by numeric id (the admin form), never by slug.
export const GET = withAuth("GET /services/id/[id]", async (_request, { params, auth }) =>
  json(await getServiceById(intParam(params.id), auth !== null)),
);
