import { draftMode } from "next/headers";
import { after } from "next/server";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { logError } from "@/lib/safe-log";
import { inNextServer } from "@/lib/server/revalidate";
import { recordRedirectHit, resolvePath } from "@/lib/server/url-table";

/**
 * ?path=/blog/x: what the URL table says about a public path (lib/dto/url-answer.ts). proxy.ts asks it
 * before routing (Next's documented pattern for redirects kept in a database); the answer holds only
 * what visiting the path would show anyone.
 */
export const GET = withAuth("GET /resolve", async (request) => {
  const path = request.nextUrl.searchParams.get("path") ?? "";
  // Outside Next's server (API tests) there is neither a request's draft mode nor a data cache: read fresh.
  const fresh = !inNextServer || (await draftMode()).isEnabled;
  const answer = await resolvePath(path, fresh);
  if (answer.kind === "redirect" || answer.kind === "gone") {
    after(() => recordRedirectHit(answer.id).catch((error) => logError("[redirects] hit not counted", error)));
  }
  return json(answer, { headers: { "Cache-Control": "no-store" } });
});
