import { getPage } from "@/lib/server/pages";
import { intParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

export const GET = withAuth("GET /pages/id/[id]", async (_request, { params, auth }) =>
  json(await getPage(String(intParam(params.id)), auth !== null)),
);
