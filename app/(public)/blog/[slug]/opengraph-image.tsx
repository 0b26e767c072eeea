import { renderCoverOgImage, renderDefaultOgJpeg } from "@/components/public/seo/og-cover";
import { OG_SIZE } from "@/lib/seo/site";
import { loadPost } from "./load";

// The article's featured image cropped to 1200 x 630 (the site card when it has none).
export const alt = "Imaginea articolului";
export const size = OG_SIZE;
export const contentType = "image/jpeg";

export default async function ArticleOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await loadPost((await params).slug);
  return (await renderCoverOgImage(post?.featuredImage)) ?? renderDefaultOgJpeg();
}
