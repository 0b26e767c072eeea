import { revisionListRoute } from "@/lib/server/http/revision-routes";

export const GET = revisionListRoute("GET /case-studies/[id]/revisions", "caseStudy");
