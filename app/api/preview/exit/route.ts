import { withAuth } from "@/lib/server/http/with-auth";
import { setPreviewCopyCookie } from "@/lib/server/preview";
import { previewSavedContent } from "@/lib/server/revalidate";
import { pathLookup } from "@/lib/public-routes";

/**
 * "Ieși din previzualizare" (the bar's form, a POST as Next's draft-mode guide advises): draft mode off,
 * back to the page the bar was on, now as visitors see it.
 */
export const POST = withAuth("POST /preview/exit", async (request) => {
  await previewSavedContent(false);
  await setPreviewCopyCookie(null);
  let back = "/";
  try {
    // Only its path is used: the answer never leaves this site.
    const { pathname } = new URL(request.headers.get("referer") ?? "");
    if (pathLookup(pathname) !== null) back = pathname;
  } catch {
    // no usable Referer: the home page
  }
  return new Response(null, { status: 303, headers: { Location: back, "Cache-Control": "no-store" } });
});
