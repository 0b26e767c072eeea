import { isMediaUseFilter, listMedia } from "@/lib/server/media";
import { pageParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { saveImageUpload } from "@/lib/server/uploads";

/** The media library (staff): ?q (name or alt text), ?use (unused, orphan, or a kind of item), ?page. */
export const GET = withAuth("GET /media", async (request) => {
  const q = request.nextUrl.searchParams;
  const use = q.get("use");
  return json(await listMedia({ q: q.get("q"), page: pageParam(q.get("page")), use: isMediaUseFilter(use) ? use : null }));
});

/** An upload into the library alone (field "image"), with the same rules as every upload. */
export const POST = withAuth("POST /media", async (request) => json(await saveImageUpload(request), 201));
