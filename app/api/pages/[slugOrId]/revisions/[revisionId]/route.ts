import { revisionRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionRoute("GET /pages/[slugOrId]/revisions/[revisionId]", "page", "slugOrId");
