import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { getSiteSettings, saveSiteSettings } from "@/lib/server/site-settings";
import { settingsSchema } from "@/lib/validation/settings";

export const GET = withAuth("GET /settings", async () => json(await getSiteSettings()));

export const PUT = withAuth("PUT /settings", async (request) => json(await saveSiteSettings(await parseBody(request, settingsSchema))));
