import { revisionListRoute } from "@/lib/server/http/content-routes";

export const GET = revisionListRoute("GET /case-studies/[id]/revisions", "caseStudy");
