import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { getMailStatus } from "@/lib/server/mail/status";

/** Whether lead e-mails are on, and those that failed or are being retried (admins, on the dashboard). */
export const GET = withAuth("GET /admin/mail-outbox", async () => json(await getMailStatus()));
