import { ApiError } from "@/lib/server/http/api-error";
import { readBodyText } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { importRedirects } from "@/lib/server/redirects";
import { REDIRECT_MSG } from "@/lib/validation/redirect";

/**
 * A CSV file as the body (Content-Type: text/csv, at most 1 MB), "from,to,code" per row. Valid rows are
 * saved, each refused one is listed with its line and reason. Admin only.
 */
export const POST = withAuth("POST /redirects/import", async (request) => {
  const type = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (type !== "text/csv") throw new ApiError(415, REDIRECT_MSG.csvType);
  return json(await importRedirects(await readBodyText(request)));
});
