import { clientIp } from "@/lib/server/client-ip";
import {
  CONTACT_RATE_LIMIT,
  createSubmission,
  listSubmissions,
  plausibleNextSubmissionId,
  resolveAnswers,
} from "@/lib/server/contact-submissions";
import { pageParam, readJson, validate } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { hitRateLimit } from "@/lib/server/rate-limit";
import { CONTACT_MSG, contactSchema, isHoneypotFilled } from "@/lib/validation/contact";

export const GET = withAuth("GET /contact-submissions", async (request) =>
  json(await listSubmissions(pageParam(request.nextUrl.searchParams.get("page")))),
);

export const POST = withAuth("POST /contact-submissions", async (request) => {
  const body = await readJson(request);
  // A bot that filled the hidden field is told it succeeded and nothing is written (QUALITY R1).
  if (isHoneypotFilled(body)) {
    return json({ message: CONTACT_MSG.success, id: await plausibleNextSubmissionId() }, 201);
  }
  const input = await validate(contactSchema, body);
  const answers = await resolveAnswers(input.answers);
  // Counted only for submissions that would be stored, so a visitor fixing typos is not locked out.
  const limit = await hitRateLimit(CONTACT_RATE_LIMIT, clientIp(request.headers));
  if (!limit.allowed) {
    return json({ message: CONTACT_MSG.tooMany }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const { id } = await createSubmission(input, answers);
  return json({ message: CONTACT_MSG.success, id }, 201);
});
