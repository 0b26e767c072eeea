import { getDashboard } from "@/lib/server/dashboard";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

export const GET = withAuth("GET /dashboard", async (_request, { auth }) => json(await getDashboard(auth.user.role)));
