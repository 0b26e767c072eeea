import { addCustomColor } from "@/lib/server/custom-colors";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { customColorSchema } from "@/lib/validation/custom-colors";

/** Adds one colour to the shared list, keeping every other one; answers the whole list. Idempotent. */
export const POST = withAuth("POST /custom-colors/add", async (request) => {
  const input = await parseBody(request, customColorSchema);
  return json(await addCustomColor(input));
});
