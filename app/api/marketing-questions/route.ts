import { listPublicQuestions } from "@/lib/server/marketing-questions";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

/** The public questionnaire: questions in order, each with its answers. */
export const GET = withAuth("GET /marketing-questions", async () => json(await listPublicQuestions()));
