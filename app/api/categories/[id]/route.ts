import { deleteCategory } from "@/lib/server/categories";
import { ApiError } from "@/lib/server/http/api-error";
import { json } from "@/lib/server/http/respond";
import { withAuth } from "@/lib/server/http/with-auth";
import { CATEGORY_MSG } from "@/lib/validation/category";

export const DELETE = withAuth("DELETE /categories/[id]", async (_request, { params }) => {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new ApiError(404, CATEGORY_MSG.notFound);
  await deleteCategory(Number(params.id));
  return json({ message: CATEGORY_MSG.deleted });
});
