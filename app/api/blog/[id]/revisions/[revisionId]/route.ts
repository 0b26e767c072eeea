import { revisionRoute } from "@/lib/server/http/content-routes";

export const GET = revisionRoute("GET /blog/[id]/revisions/[revisionId]", "blog");
