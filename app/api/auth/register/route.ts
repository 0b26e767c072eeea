import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { createUser } from "@/lib/server/users";
import { userSchema } from "@/lib/validation/user";

export const POST = withAuth("POST /auth/register", async (request) => {
  const input = await parseBody(request, userSchema, { isNew: true });
  return json(await createUser(input), 201);
});
