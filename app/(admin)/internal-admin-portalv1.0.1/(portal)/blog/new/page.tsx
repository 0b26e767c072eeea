import type { Metadata } from "next";
import { NewBlogPost } from "@/components/admin/blog/blog-editor";

export const metadata: Metadata = { title: "Articol nou" };

export default function NewBlogPostPage() {
  return <NewBlogPost />;
}
