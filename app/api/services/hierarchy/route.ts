import { getServiceTree } from "@/lib/server/services";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

// The admin tree list reads the same shape as GET /services; anonymous callers see published only.
export const GET = withAuth("GET /services/hierarchy", async (_request, { auth }) =>
  json(await getServiceTree(auth !== null)),
);
