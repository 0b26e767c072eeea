import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { createRedirect, listRedirects } from "@/lib/server/redirects";
import { redirectSchema } from "@/lib/validation/redirect";

/** ?page (20 a page, newest first) and ?q (a part of the old or the new address). Admin only. */
export const GET = withAuth("GET /redirects", async (request) => {
  const search = request.nextUrl.searchParams;
  return json(await listRedirects({ page: Number(search.get("page") ?? 1), q: (search.get("q") ?? "").slice(0, 200) }));
});

export const POST = withAuth("POST /redirects", async (request) => json(await createRedirect(await parseBody(request, redirectSchema)), 201));
