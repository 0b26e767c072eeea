import type { blogPosts } from "@/lib/db/schema";
import type { Dto } from "./dto";

/** GET /blog/{id} and the public article page: every column of blog_posts (lib/db/schema.ts). */
export type BlogPost = Dto<typeof blogPosts.$inferSelect>;

/** What a list leaves out of an article: the heavy fields only its own page shows. */
export const BLOG_DETAIL_ONLY = ["content", "metaTitle", "metaDescription", "focusKeyphrase"] as const;

/** A row of GET /blog, the blog pages' cards and the home page's articles. */
export type BlogListItem = Omit<BlogPost, (typeof BLOG_DETAIL_ONLY)[number]>;

export type BlogList = { blogs: BlogListItem[]; totalPages: number; total?: number; page?: number };

/** As the portal receives them: SPEC 3 lets another backend send the categories as a JSON string of a list. */
export type Received<T extends { categories: unknown }> = Omit<T, "categories"> & { categories: T["categories"] | string };
