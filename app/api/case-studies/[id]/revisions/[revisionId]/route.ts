import { revisionRoute } from "@/lib/server/http/content-routes";

export const GET = revisionRoute("GET /case-studies/[id]/revisions/[revisionId]", "caseStudy");
