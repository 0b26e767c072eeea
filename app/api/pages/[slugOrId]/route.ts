import { deletePage, getPage, updatePage } from "@/lib/server/pages";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { PAGE_MSG, pageSchema } from "@/lib/validation/page";

// {slugOrId}: digits are an id, anything else a slug.
export const GET = withAuth("GET /pages/[slugOrId]", async (_request, { params, auth }) =>
  json(await getPage(params.slugOrId, auth !== null)),
);

export const PUT = withAuth("PUT /pages/[slugOrId]", async (request, { params }) => {
  const input = await parseBody(request, pageSchema);
  return json(await updatePage(params.slugOrId, input));
});

export const DELETE = withAuth("DELETE /pages/[slugOrId]", async (_request, { params }) => {
  await deletePage(params.slugOrId);
  return json({ message: PAGE_MSG.deleted });
});
