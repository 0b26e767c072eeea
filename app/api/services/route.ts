import { createService, getServiceTree } from "@/lib/server/services";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { serviceSchema } from "@/lib/validation/service";

// The tree of main services with their sub-services nested; drafts only for signed-in callers.
export const GET = withAuth("GET /services", async (request, { auth }) => json(await getServiceTree(auth !== null, request.nextUrl.searchParams.get("q"))));

export const POST = withAuth("POST /services", async (request) => {
  const input = await parseBody(request, serviceSchema);
  return json(await createService(input), 201);
});
