import { login } from "@/lib/server/auth/login";
import { clientIp } from "@/lib/server/client-ip";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { loginSchema } from "@/lib/validation/auth";

export const POST = withAuth("POST /auth/login", async (request) => {
  const input = await parseBody(request, loginSchema);
  const result = await login(input, clientIp(request.headers));
  return json(result, { headers: { "Cache-Control": "no-store" } });
});
