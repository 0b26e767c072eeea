import { recentUnreadSubmissions } from "@/lib/server/contact-submissions";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

export const GET = withAuth("GET /contact-submissions/dashboard", async () =>
  json({ submissions: await recentUnreadSubmissions() }),
);
