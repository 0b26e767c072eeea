import { deleteBlogPost, getBlogPost, updateBlogPost } from "@/lib/server/blog";
import { intParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { blogSchema } from "@/lib/validation/blog";

export const GET = withAuth("GET /blog/[id]", async (_request, { params, auth }) =>
  json(await getBlogPost(params.id, auth !== null)),
);

export const PUT = withAuth("PUT /blog/[id]", async (request, { params }) => {
  const id = intParam(params.id);
  const input = await parseBody(request, blogSchema);
  return json(await updateBlogPost(id, input));
});

export const DELETE = withAuth("DELETE /blog/[id]", async (_request, { params }) => {
  await deleteBlogPost(intParam(params.id));
  return json({ message: "Articolul a fost șters." });
});
