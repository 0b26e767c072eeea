import { createPlan } from "@/lib/server/plans";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { planSchema } from "@/lib/validation/plan";

export const POST = withAuth("POST /packages", async (request) => {
  const input = await parseBody(request, planSchema);
  return json(await createPlan(input), 201);
});
