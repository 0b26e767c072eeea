import type { Metadata } from "next";
import { EditBlogPost } from "@/components/admin/blog/blog-editor";

export const metadata: Metadata = { title: "Editează articolul" };

export default async function EditBlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditBlogPost id={id} />;
}
