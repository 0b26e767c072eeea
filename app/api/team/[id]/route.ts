import { deleteTeamMember, getTeamMember, updateTeamMember } from "@/lib/server/team";
import { intParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { TEAM_MSG, teamSchema } from "@/lib/validation/team";

export const GET = withAuth("GET /team/[id]", async (_request, { params }) => json(await getTeamMember(intParam(params.id))));

export const PUT = withAuth("PUT /team/[id]", async (request, { params }) => {
  const id = intParam(params.id);
  const input = await parseBody(request, teamSchema);
  return json(await updateTeamMember(id, input));
});

export const DELETE = withAuth("DELETE /team/[id]", async (_request, { params }) => {
  await deleteTeamMember(intParam(params.id));
  return json({ message: TEAM_MSG.deleted });
});
