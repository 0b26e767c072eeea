import type { Metadata } from "next";
import { EditBlogPostClient } from "./edit-blog-post-client";

export const metadata: Metadata = { title: "Editează articolul" };

export default async function EditBlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditBlogPostClient id={id} />;
}
