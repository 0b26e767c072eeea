import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/states";
import { BlogListClient } from "./blog-list-client";

export const metadata: Metadata = { title: "Articole de blog" };

export default function BlogListPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <BlogListClient />
    </Suspense>
  );
}
