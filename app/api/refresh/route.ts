import { refresh } from "@/lib/server/auth/login";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

export const POST = withAuth(
  "POST /refresh",
  async (request) => {
    const result = await refresh(request.headers.get("authorization"));
    return json(result, { headers: { "Cache-Control": "no-store" } });
  },
  { tokenCheckedByHandler: true },
);
