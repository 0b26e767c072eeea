"use client";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { BLOG_CATEGORIES } from "@/lib/constants";
import type * as Dto from "@/lib/dto/blog";
import type { Received } from "@/lib/dto/blog";
import { BLOG_MSG, type BlogInput } from "@/lib/validation/blog";
import { api } from "./client";

/** The blog screens of the portal (SPEC 2.2, 3, 8): DTOs, calls, keys and the messages they show. */
export const BLOG_UI = {
  ...BLOG_MSG,
  created: "Articolul a fost creat.",
  saved: "Articolul a fost salvat.",
  deleted: "Articolul a fost șters.",
} as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type { Status as ContentStatus } from "@/lib/content-status";
/** GET /blog/{id}: the article (lib/dto/blog.ts), as another backend may send it too. */
export type BlogPost = Received<Dto.BlogPost>;
/** A row of GET /blog. */
export type BlogListItem = Received<Dto.BlogListItem>;
export type BlogList = Omit<Dto.BlogList, "blogs"> & { blogs: BlogListItem[] };

/** The body of POST /blog and PUT /blog/{id}: what the shared schema takes, updated_at for the stale check (QUALITY D1). */
export type BlogPayload = BlogInput;

export const BLOG_LIST_PREFIX = "/blog?";
export const ADMIN_BLOG_PAGE_SIZE = 10;

/** Signed-in callers see drafts too (publishedOnly=false); 10 rows a page. */
export const blogListKey = (page: number) => `${BLOG_LIST_PREFIX}page=${page}&publishedOnly=false&perPage=${ADMIN_BLOG_PAGE_SIZE}`;

/** Categories may arrive as a list or as a JSON string of a list (SPEC 3); unknown names are kept. */
export function parseCategories(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (typeof value === "string" && value.trim()) {
    try {
      return parseCategories(JSON.parse(value));
    } catch {
      return [value.trim()];
    }
  }
  return [];
}

export const saveBlogPost = (id: number | null, payload: BlogPayload) =>
  id === null ? api.post<BlogPost>("/blog", payload) : api.put<BlogPost>(`/blog/${id}`, payload);

export const deleteBlogPost = (id: number) => api.delete<{ message: string }>(`/blog/${id}`);

/** Every page of the admin list, and the dashboard counts, after a create, save or delete. */
export function useRevalidateBlog() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => typeof key === "string" && (key.startsWith(BLOG_LIST_PREFIX) || key === "/dashboard")),
    [mutate],
  );
}
