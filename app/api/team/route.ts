import { createTeamMember, listTeamMembers } from "@/lib/server/team";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { teamSchema } from "@/lib/validation/team";

// Public: the team page and the home slider list everyone (team members have no draft state).
export const GET = withAuth("GET /team", async () => json(await listTeamMembers()));

export const POST = withAuth("POST /team", async (request) => {
  const input = await parseBody(request, teamSchema);
  return json(await createTeamMember(input), 201);
});
