import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { saveImageUpload } from "@/lib/server/uploads";

export const POST = withAuth("POST /team/upload", async (request) => json(await saveImageUpload(request), 201));
