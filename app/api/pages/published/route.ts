import { listPages } from "@/lib/server/pages";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

// Published pages only, whoever asks: this list builds the public routes.
export const GET = withAuth("GET /pages/published", async () => json(await listPages(false)));
