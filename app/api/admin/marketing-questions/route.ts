import { createQuestion, listQuestions } from "@/lib/server/marketing-questions";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { questionSchema } from "@/lib/validation/marketing-question";

export const GET = withAuth("GET /admin/marketing-questions", async () => json(await listQuestions()));

export const POST = withAuth("POST /admin/marketing-questions", async (request) => {
  const input = await parseBody(request, questionSchema);
  return json(await createQuestion(input), 201);
});
