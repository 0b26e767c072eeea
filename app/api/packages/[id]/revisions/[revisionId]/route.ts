import { revisionRoute } from "@/lib/server/http/content-routes";

export const GET = revisionRoute("GET /packages/[id]/revisions/[revisionId]", "plan");
