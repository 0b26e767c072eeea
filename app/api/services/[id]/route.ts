import { deleteService, getService, updateService } from "@/lib/server/services";
import { intParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { SERVICE_MSG, serviceSchema } from "@/lib/validation/service";

// GET takes an id or a slug (the public service page); writes take the numeric id only.
export const GET = withAuth("GET /services/[id]", async (_request, { params, auth }) =>
  json(await getService(params.id, auth !== null)),
);

export const PUT = withAuth("PUT /services/[id]", async (request, { params }) => {
  const id = intParam(params.id);
  const input = await parseBody(request, serviceSchema);
  return json(await updateService(id, input));
});

export const DELETE = withAuth("DELETE /services/[id]", async (_request, { params }) => {
  await deleteService(intParam(params.id));
  return json({ message: SERVICE_MSG.deleted });
});
