import { deleteMedia, MEDIA_MSG, updateMediaAlt } from "@/lib/server/media";
import { intParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { mediaAltSchema } from "@/lib/validation/media";

export const PATCH = withAuth("PATCH /media/[id]", async (request, { params }) => {
  const { alt } = await parseBody(request, mediaAltSchema);
  return json(await updateMediaAlt(intParam(params.id), alt));
});

/** Only an image nothing uses (409 names the places otherwise). */
export const DELETE = withAuth("DELETE /media/[id]", async (_request, { params }) => {
  await deleteMedia(intParam(params.id));
  return json({ message: MEDIA_MSG.deleted });
});
