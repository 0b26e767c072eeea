import { getCustomColors, saveCustomColors } from "@/lib/server/custom-colors";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { customColorsSchema } from "@/lib/validation/custom-colors";

export const GET = withAuth("GET /custom-colors", async () => json(await getCustomColors()));

/** SPEC 7.1: the whole list, replacing the stored one. The portal uses ./add and ./remove instead. */
export const POST = withAuth("POST /custom-colors", async (request) => {
  const input = await parseBody(request, customColorsSchema);
  return json(await saveCustomColors(input));
});
