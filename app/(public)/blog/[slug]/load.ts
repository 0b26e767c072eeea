import "server-only";
import { cache } from "react";
import type { BlogListItem, BlogPost } from "@/lib/server/blog";
import { getPublishedPost, listPublishedPosts } from "@/lib/server/public-data";

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The published article, or null when missing, malformed or unreadable (the page then goes to /404). */
export const loadPost = cache(async (slug: string): Promise<BlogPost | null> => {
  if (!SLUG_FORMAT.test(slug) || slug.length > 200) return null;
  try {
    return await getPublishedPost(slug);
  } catch (error) {
    console.error(`[public] article "${slug}" could not be loaded`, error);
    return null;
  }
});

/** Up to three other articles: same first category first, then the newest. Never fails the page. */
export async function loadRelated(post: BlogPost, count = 3): Promise<BlogListItem[]> {
  try {
    const picked = new Map<number, BlogListItem>();
    const add = (items: BlogListItem[]) => {
      for (const item of items) if (item.id !== post.id && picked.size < count) picked.set(item.id, item);
    };
    for (const category of post.categories) {
      if (picked.size >= count) break;
      add((await listPublishedPosts(1, category)).blogs);
    }
    if (picked.size < count) add((await listPublishedPosts(1, null)).blogs);
    return [...picked.values()];
  } catch (error) {
    console.error("[public] related articles could not be loaded", error);
    return [];
  }
}
