import "server-only";
import { cache } from "react";
import type { BlogListItem, BlogPost } from "@/lib/dto/blog";
import { getPublishedPost, listPublishedPosts } from "@/lib/server/public-data";
import { readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { isSlug } from "@/lib/slug";

/**
 * The published article; null only when there is none (or the slug cannot be one): the page then goes
 * to /404. READ_FAILED when it could not be read: never a 404, never cached (ARCHITECTURE 16).
 */
export const loadPost = cache(async (slug: string): Promise<BlogPost | null | ReadFailed> => {
  if (!isSlug(slug)) return null;
  return readOrFailed("article", () => getPublishedPost(slug));
});

/** Up to three other articles: same first category first, then the newest. READ_FAILED when a list could not be read. */
export async function loadRelated(post: BlogPost, count = 3): Promise<BlogListItem[] | ReadFailed> {
  return readOrFailed("related articles", async () => {
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
  });
}
