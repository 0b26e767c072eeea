import { revisionListRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionListRoute("GET /packages/[id]/revisions", "plan");
