import { deleteQuestion, updateQuestion } from "@/lib/server/marketing-questions";
import { ApiError } from "@/lib/server/http/api-error";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { QUESTION_MSG, questionSchema } from "@/lib/validation/marketing-question";

function questionId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new ApiError(404, QUESTION_MSG.questionNotFound);
  return Number(value);
}

export const PUT = withAuth("PUT /admin/marketing-questions/[id]", async (request, { params }) => {
  const id = questionId(params.id);
  const input = await parseBody(request, questionSchema);
  return json(await updateQuestion(id, input));
});

export const DELETE = withAuth("DELETE /admin/marketing-questions/[id]", async (_request, { params }) => {
  await deleteQuestion(questionId(params.id));
  return json({ message: QUESTION_MSG.questionDeleted });
});
