import { revisionListRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionListRoute("GET /blog/[id]/revisions", "blog");
