import { revokeSessions } from "@/lib/server/auth/login";
import { json } from "@/lib/server/http/respond";
import { previewSavedContent } from "@/lib/server/revalidate";
import { withAuth } from "@/lib/server/http/with-auth";

export const POST = withAuth("POST /auth/logout", async (_request, { auth }) => {
  await revokeSessions(auth.user.id);
  // The preview of saved content (lib/server/revalidate.ts) ends with the session.
  await previewSavedContent(false);
  return json({ message: "Deconectare reușită." });
});
