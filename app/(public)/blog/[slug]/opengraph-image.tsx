import { renderCoverOgImage, renderDefaultOgJpeg } from "@/components/public/seo/og-cover";
import { unlessFailed } from "@/lib/server/public-read";
import { OG_SIZE } from "@/lib/seo/site";
import { loadPost } from "./load";

// The article's featured image cropped to 1200 x 630 (the site card when it has none).
export const alt = "Imaginea articolului";
export const size = OG_SIZE;
export const contentType = "image/jpeg";

export default async function ArticleOgImage({ params }: { params: Promise<{ slug: string }> }) {
  // A failed read throws (a 500 that nobody caches) instead of caching the site card in its place.
  const post = unlessFailed(await loadPost((await params).slug), "article");
  return (await renderCoverOgImage(post?.featuredImage)) ?? renderDefaultOgJpeg();
}
