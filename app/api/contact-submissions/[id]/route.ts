import type { NextRequest } from "next/server";
import { deleteSubmission, getSubmission, SUBMISSION_MSG, updateSubmission } from "@/lib/server/contact-submissions";
import { ApiError } from "@/lib/server/http/api-error";
import { intParam, readOptionalJson, validate } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { submissionUpdateSchema, type SubmissionUpdate } from "@/lib/validation/leads";

/**
 * The body is optional here: none (or only `read: null`) means "toggle" (SPEC 7). `status` and `note`
 * (the follow-up) may come with or without `read`.
 */
async function readUpdate(request: NextRequest): Promise<SubmissionUpdate> {
  const body = await readOptionalJson(request);
  if (!body) return {};
  const update = await validate(submissionUpdateSchema, body);
  return { ...update, read: update.read ?? undefined };
}

/** One message: what the link in the agency's e-mail about a lead opens (lib/server/mail). */
export const GET = withAuth("GET /contact-submissions/[id]", async (_request, { params }) => {
  const submission = await getSubmission(intParam(params.id));
  if (!submission) throw new ApiError(404, SUBMISSION_MSG.notFound);
  return json(submission);
});

export const PUT = withAuth("PUT /contact-submissions/[id]", async (request, { params }) => {
  const id = intParam(params.id);
  return json(await updateSubmission(id, await readUpdate(request)));
});

export const DELETE = withAuth("DELETE /contact-submissions/[id]", async (_request, { params }) => {
  await deleteSubmission(intParam(params.id));
  return json({ message: SUBMISSION_MSG.deleted });
});
