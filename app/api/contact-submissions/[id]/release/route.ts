import { releaseSubmission } from "@/lib/server/contact-submissions";
import { intParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

/** "Eliberează" (QUALITY R7): a suspect message joins the inbox and the agency's e-mail about it is queued. Answers the message. */
export const POST = withAuth("POST /contact-submissions/[id]/release", async (_request, { params }) =>
  json(await releaseSubmission(intParam(params.id))),
);
