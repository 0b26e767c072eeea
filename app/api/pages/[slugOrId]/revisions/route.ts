import { revisionListRoute } from "@/lib/server/http/content-routes";

export const GET = revisionListRoute("GET /pages/[slugOrId]/revisions", "page", "slugOrId");
