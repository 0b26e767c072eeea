import type { NextRequest } from "next/server";
import { deleteSubmission, getSubmission, setSubmissionRead, SUBMISSION_MSG } from "@/lib/server/contact-submissions";
import { ApiError, MESSAGES } from "@/lib/server/http/api-error";
import { intParam, readBodyText, validate } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { submissionReadSchema } from "@/lib/validation/contact";

/** The body is optional here: none (or no `read`) means "toggle", so it cannot go through readJson; same size limit. */
async function readFlag(request: NextRequest): Promise<boolean | undefined> {
  const text = await readBodyText(request);
  if (!text.trim()) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, MESSAGES.invalidJson);
  return (await validate(submissionReadSchema, body)).read ?? undefined;
}

/** One message: what the link in the agency's e-mail about a lead opens (lib/server/mail). */
export const GET = withAuth("GET /contact-submissions/[id]", async (_request, { params }) => {
  const submission = await getSubmission(intParam(params.id));
  if (!submission) throw new ApiError(404, SUBMISSION_MSG.notFound);
  return json(submission);
});

export const PUT = withAuth("PUT /contact-submissions/[id]", async (request, { params }) => {
  const id = intParam(params.id);
  return json(await setSubmissionRead(id, await readFlag(request)));
});

export const DELETE = withAuth("DELETE /contact-submissions/[id]", async (_request, { params }) => {
  await deleteSubmission(intParam(params.id));
  return json({ message: SUBMISSION_MSG.deleted });
});
