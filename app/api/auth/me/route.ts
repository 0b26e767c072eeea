import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

export const GET = withAuth("GET /auth/me", async (_request, { auth }) => json({ user: auth.user }));
