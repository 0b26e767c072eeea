import { revisionListRoute } from "@/lib/server/http/content-routes";

export const GET = revisionListRoute("GET /services/[id]/revisions", "service");
