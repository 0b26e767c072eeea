import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { createBlogPost, listBlogPosts } from "@/lib/server/blog";
import { boolParam, pageParam, parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { blogSchema } from "@/lib/validation/blog";

export const GET = withAuth("GET /blog", async (request, { auth }) => {
  const q = request.nextUrl.searchParams;
  // Drafts only for signed-in callers; publishedOnly defaults to true (SPEC 4).
  const publishedOnly = auth ? boolParam(q.get("publishedOnly"), true) : true;
  const result = await listBlogPosts({
    page: pageParam(q.get("page")),
    perPage: pageParam(q.get("perPage"), BLOG_PAGE_SIZE),
    publishedOnly,
    q: q.get("q"),
    category: q.get("category")?.trim() || null,
  });
  return json(result);
});

export const POST = withAuth("POST /blog", async (request) => {
  const input = await parseBody(request, blogSchema);
  return json(await createBlogPost(input), 201);
});
