import { listPublicPlans } from "@/lib/server/plans";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

/** Published plans only, whoever asks: this is the Tarife page's list. */
export const GET = withAuth("GET /packages/public", async () => json(await listPublicPlans()));
