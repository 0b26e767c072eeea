import { revisionRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionRoute("GET /blog/[id]/revisions/[revisionId]", "blog");
