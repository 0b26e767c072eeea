import { createCategory, listCategories } from "@/lib/server/categories";
import { parseBody } from "@/lib/server/http/request";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { categorySchema } from "@/lib/validation/category";

export const GET = withAuth("GET /categories", async () => json(await listCategories()));

export const POST = withAuth("POST /categories", async (request) => {
  const input = await parseBody(request, categorySchema);
  return json(await createCategory(input), 201);
});
