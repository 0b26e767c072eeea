import { revokeSessions } from "@/lib/server/auth/login";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";

export const POST = withAuth("POST /auth/logout", async (_request, { auth }) => {
  await revokeSessions(auth.user.id);
  return json({ message: "Deconectare reușită." });
});
