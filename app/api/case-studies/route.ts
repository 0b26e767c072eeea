import { CASE_STUDY_PAGE_SIZE } from "@/lib/constants";
import { createCaseStudy, listCaseStudies } from "@/lib/server/case-studies";
import { boolParam, pageParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { caseStudySchema } from "@/lib/validation/case-study";

export const GET = withAuth("GET /case-studies", async (request, { auth }) => {
  const q = request.nextUrl.searchParams;
  // Drafts only for signed-in callers; publishedOnly defaults to true (SPEC 4).
  const publishedOnly = auth ? boolParam(q.get("publishedOnly"), true) : true;
  const result = await listCaseStudies({
    page: pageParam(q.get("page")),
    perPage: pageParam(q.get("perPage"), CASE_STUDY_PAGE_SIZE),
    publishedOnly,
    q: q.get("q"),
    industry: q.get("industry")?.trim() || null,
    // The admin list sends a search text (SPEC 7.2): a case-insensitive match on the title.
    search: q.get("search")?.trim() || null,
  });
  return json(result);
});

export const POST = withAuth("POST /case-studies", async (request) => {
  const input = await parseBody(request, caseStudySchema);
  return json(await createCaseStudy(input), 201);
});
