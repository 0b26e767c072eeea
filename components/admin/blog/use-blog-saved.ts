"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui/toast";
import { BLOG_UI, useRevalidateBlog, type BlogPost } from "@/lib/api/blog";
import { ADMIN_BASE } from "@/lib/constants";

export const BLOG_LIST = `${ADMIN_BASE}/blog`;

/** After a save: a success toast, fresh list pages, back to the list (SPEC 2.2). */
export function useBlogSaved() {
  const router = useRouter();
  const toast = useToast();
  const revalidate = useRevalidateBlog();
  return useCallback(
    (_post: BlogPost, created: boolean) => {
      toast.success(created ? BLOG_UI.created : BLOG_UI.saved);
      void revalidate();
      router.push(BLOG_LIST);
    },
    [router, toast, revalidate],
  );
}
