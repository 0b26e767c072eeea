import { revisionListRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionListRoute("GET /services/[id]/revisions", "service");
