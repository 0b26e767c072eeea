import { intParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { deleteUser, getUser, updateUser } from "@/lib/server/users";
import { userSchema } from "@/lib/validation/user";

export const GET = withAuth("GET /users/[id]", async (_request, { params }) => json(await getUser(intParam(params.id))));

export const PUT = withAuth("PUT /users/[id]", async (request, { params }) => {
  const input = await parseBody(request, userSchema, { isNew: false });
  return json(await updateUser(intParam(params.id), input));
});

export const DELETE = withAuth("DELETE /users/[id]", async (_request, { params, auth }) => {
  await deleteUser(intParam(params.id), auth.user.id);
  return json({ message: "Utilizatorul a fost șters." });
});
