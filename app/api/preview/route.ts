import { liveSession } from "@/lib/auth/portal-guard";
import { pathLookup } from "@/lib/public-routes";
import type { AuthContext } from "@/lib/server/auth/session";
import { ApiError, MESSAGES } from "@/lib/server/http/api-error";
import { withAuth } from "@/lib/server/http/with-auth";
import { readBodyBytes } from "@/lib/server/http/request";
import { isContentKind, PREVIEW_MAX_BYTES, PREVIEW_MSG, savePreviewCopy, setPreviewCopyCookie } from "@/lib/server/preview";
import { inNextServer, previewSavedContent } from "@/lib/server/revalidate";
import { userIdByEmail } from "@/lib/server/users";

/**
 * "Previzualizează pe site", by Next's draft-mode guide: staff only (the portal's session cookie, as a
 * new tab sends it, or a bearer token), turns draft mode on and sends the browser to the public page.
 * GET ?path= previews what is saved (drafts included); POST (the editor's form values) previews them unsaved.
 */
async function staffUserId(auth: AuthContext | null): Promise<number> {
  if (auth) return auth.user.id;
  // The portal's cookie session exists only in Next's server (API tests call the handlers outside it).
  const email = inNextServer ? (await liveSession())?.user?.email : null;
  const id = email ? await userIdByEmail(email) : null;
  if (id !== null) return id;
  throw new ApiError(401, MESSAGES.unauthorized);
}

/** A path of the public site, as the redirect's target: never another origin. */
function publicPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || pathLookup(value) === null) {
    throw new ApiError(422, PREVIEW_MSG.path, { path: PREVIEW_MSG.path });
  }
  return value;
}

const goTo = (path: string, status: number) => new Response(null, { status, headers: { Location: path, "Cache-Control": "no-store" } });

export const GET = withAuth("GET /preview", async (request, { auth }) => {
  await staffUserId(auth);
  const path = publicPath(request.nextUrl.searchParams.get("path"));
  await previewSavedContent(true);
  await setPreviewCopyCookie(null);
  return goTo(path, 307);
});

export const POST = withAuth("POST /preview", async (request, { auth }) => {
  const userId = await staffUserId(auth);
  // A form post (the editor's button), read bounded like every body (QUALITY R4); another site's is refused by withAuth.
  const form = new URLSearchParams(new TextDecoder().decode(await readBodyBytes(request, PREVIEW_MAX_BYTES, PREVIEW_MSG.tooLarge)));
  const kind = form.get("kind");
  if (!isContentKind(kind)) throw new ApiError(422, PREVIEW_MSG.kind);
  const id = form.get("id");
  let values: unknown;
  try {
    values = JSON.parse(form.get("values") ?? "");
  } catch {
    throw new ApiError(422, PREVIEW_MSG.values);
  }
  const { copyId, path } = await savePreviewCopy(userId, kind, id && /^\d{1,9}$/.test(id) ? id : null, values);
  await previewSavedContent(true);
  await setPreviewCopyCookie(copyId);
  return goTo(path, 303);
});
