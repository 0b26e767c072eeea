import { revisionRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionRoute("GET /services/[id]/revisions/[revisionId]", "service");
