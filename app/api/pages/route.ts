import { createPage, listPages } from "@/lib/server/pages";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { pageSchema } from "@/lib/validation/page";

// Anonymous callers get the published pages; staff get every page, drafts included (portal sidebar).
export const GET = withAuth("GET /pages", async (request, { auth }) => json(await listPages(auth !== null, request.nextUrl.searchParams.get("q"))));

export const POST = withAuth("POST /pages", async (request) => {
  const input = await parseBody(request, pageSchema);
  return json(await createPage(input), 201);
});
