import { revisionRoute } from "@/lib/server/http/content-routes";

export const GET = revisionRoute("GET /services/[id]/revisions/[revisionId]", "service");
