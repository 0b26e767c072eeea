import { intParam } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { retryMailNow } from "@/lib/server/mail/status";

export const POST = withAuth("POST /admin/mail-outbox/[id]/retry", async (_request, { params }) => json(await retryMailNow(intParam(params.id))));
