import { deletePlan, getPlan, updatePlan } from "@/lib/server/plans";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { PLAN_MSG, planSchema } from "@/lib/validation/plan";

export const GET = withAuth("GET /packages/[id]", async (_request, { params, auth }) =>
  json(await getPlan(params.id, auth !== null)),
);

export const PUT = withAuth("PUT /packages/[id]", async (request, { params }) => {
  const input = await parseBody(request, planSchema);
  return json(await updatePlan(params.id, input));
});

export const DELETE = withAuth("DELETE /packages/[id]", async (_request, { params }) => {
  await deletePlan(params.id);
  return json({ message: PLAN_MSG.deleted });
});
