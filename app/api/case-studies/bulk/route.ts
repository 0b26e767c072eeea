import { bulkRoute } from "@/lib/server/http/content-routes";

export const POST = bulkRoute("POST /case-studies/bulk", "caseStudy");
