import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { saveImageUpload } from "@/lib/server/uploads";

export const POST = withAuth("POST /case-studies/upload", async (request) => json(await saveImageUpload(request), 201));
