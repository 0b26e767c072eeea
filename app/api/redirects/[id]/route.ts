import { ApiError } from "@/lib/server/http/api-error";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { deleteRedirect, getRedirect, updateRedirect } from "@/lib/server/redirects";
import { REDIRECT_MSG, redirectSchema } from "@/lib/validation/redirect";

function idOf(params: Record<string, string | undefined>): number {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new ApiError(404, REDIRECT_MSG.notFound);
  return Number(params.id);
}

export const GET = withAuth("GET /redirects/[id]", async (_request, { params }) => json(await getRedirect(idOf(params))));

export const PUT = withAuth("PUT /redirects/[id]", async (request, { params }) =>
  json(await updateRedirect(idOf(params), await parseBody(request, redirectSchema))),
);

export const DELETE = withAuth("DELETE /redirects/[id]", async (_request, { params }) => {
  await deleteRedirect(idOf(params));
  return json({ message: REDIRECT_MSG.deleted });
});
