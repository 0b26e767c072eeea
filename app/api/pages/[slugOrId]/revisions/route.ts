import { revisionListRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionListRoute("GET /pages/[slugOrId]/revisions", "page", "slugOrId");
