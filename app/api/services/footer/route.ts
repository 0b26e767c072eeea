import { listFooterServices } from "@/lib/server/services";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

// Published main services as footer links, for everyone (the footer never shows drafts).
export const GET = withAuth("GET /services/footer", async () => json(await listFooterServices()));
