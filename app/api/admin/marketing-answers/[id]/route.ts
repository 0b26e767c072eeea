import { deleteAnswer } from "@/lib/server/marketing-questions";
import { ApiError } from "@/lib/server/http/api-error";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { QUESTION_MSG } from "@/lib/validation/marketing-question";

export const DELETE = withAuth("DELETE /admin/marketing-answers/[id]", async (_request, { params }) => {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new ApiError(404, QUESTION_MSG.answerNotFound);
  await deleteAnswer(Number(params.id));
  return json({ message: QUESTION_MSG.answerDeleted });
});
