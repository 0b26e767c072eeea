import { revisionRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionRoute("GET /case-studies/[id]/revisions/[revisionId]", "caseStudy");
