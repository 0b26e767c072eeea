import { revisionRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionRoute("GET /packages/[id]/revisions/[revisionId]", "plan");
