import { after } from "next/server";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { logError } from "@/lib/safe-log";
import { inNextServer } from "@/lib/server/revalidate";
import { recordRedirectHit, resolvePath } from "@/lib/server/url-table";
import { previewCopyAt, previewing } from "@/lib/server/preview";
import type { UrlAnswer } from "@/lib/dto/url-answer";

/**
 * ?path=/blog/x: what the URL table says about a public path (lib/dto/url-answer.ts). proxy.ts asks it
 * before routing (Next's documented pattern for redirects kept in a database); the answer holds only
 * what visiting the path would show anyone.
 */
export const GET = withAuth("GET /resolve", async (request) => {
  const path = request.nextUrl.searchParams.get("path") ?? "";
  // Outside Next's server (API tests) there is no data cache: read fresh. The portal's preview sees its
  // unsaved copy's address and the drafts as live.
  const preview = await previewing();
  const answer: UrlAnswer = preview && (await previewCopyAt(path)) ? { kind: "live" } : await resolvePath(path, { fresh: !inNextServer, preview });
  if (answer.kind === "redirect" || answer.kind === "gone") {
    after(() => recordRedirectHit(answer.id).catch((error) => logError("[redirects] hit not counted", error)));
  }
  return json(answer, { headers: { "Cache-Control": "no-store" } });
});
