import { BLOG_PART_1 } from "./blog-1";
import { BLOG_PART_2 } from "./blog-2";
import { BLOG_PART_3 } from "./blog-3";
import type { BlogSeed } from "./types";

/** Fourteen published articles covering all nine blog categories, plus one draft. */
export const BLOG_POSTS: BlogSeed[] = [...BLOG_PART_1, ...BLOG_PART_2, ...BLOG_PART_3];
