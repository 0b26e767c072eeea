import { listCaseStudyHeader } from "@/lib/server/case-studies";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

// The "Studii de caz" menu dropdown: published items only, whoever asks.
export const GET = withAuth("GET /case-studies/header", async () => json(await listCaseStudyHeader()));
