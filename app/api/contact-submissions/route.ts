import { clientIp } from "@/lib/server/client-ip";
import { receiveContactSubmission } from "@/lib/server/contact-intake";
import { listSubmissions } from "@/lib/server/contact-submissions";
import { inboxFiltersOf } from "@/lib/server/http/inbox-filters";
import { pageParam, readJson } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { CONTACT_MSG } from "@/lib/validation/contact";

// ?page plus the inbox's filters: status, package, from, to (YYYY-MM-DD), q (name, e-mail, phone, company), email.
export const GET = withAuth("GET /contact-submissions", async (request) => {
  const params = request.nextUrl.searchParams;
  return json(await listSubmissions(pageParam(params.get("page")), inboxFiltersOf(params)));
});

// The same answer for a stored lead and for a bot caught by the honeypot (QUALITY R1).
export const POST = withAuth("POST /contact-submissions", async (request) => {
  await receiveContactSubmission(await readJson(request), clientIp(request.headers));
  return json({ message: CONTACT_MSG.success }, 201);
});
