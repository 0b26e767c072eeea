import { revisionRoute } from "@/lib/server/http/content-routes";

export const GET = revisionRoute("GET /pages/[slugOrId]/revisions/[revisionId]", "page", "slugOrId");
