import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { listUsers } from "@/lib/server/users";

export const GET = withAuth("GET /users", async () => json(await listUsers()));
