import type { Metadata } from "next";
import { NewBlogPostClient } from "./new-blog-post-client";

export const metadata: Metadata = { title: "Articol nou" };

export default function NewBlogPostPage() {
  return <NewBlogPostClient />;
}
