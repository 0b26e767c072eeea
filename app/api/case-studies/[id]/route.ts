import { deleteCaseStudy, getCaseStudy, updateCaseStudy } from "@/lib/server/case-studies";
import { intParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { CASE_STUDY_MSG, caseStudySchema } from "@/lib/validation/case-study";

// GET takes an id or a slug (the public detail page fetches by slug); writes take the id.
export const GET = withAuth("GET /case-studies/[id]", async (_request, { params, auth }) =>
  json(await getCaseStudy(params.id, auth !== null)),
);

export const PUT = withAuth("PUT /case-studies/[id]", async (request, { params }) => {
  const id = intParam(params.id);
  const input = await parseBody(request, caseStudySchema);
  return json(await updateCaseStudy(id, input));
});

export const DELETE = withAuth("DELETE /case-studies/[id]", async (_request, { params }) => {
  await deleteCaseStudy(intParam(params.id));
  return json({ message: CASE_STUDY_MSG.deleted });
});
