import { renderCoverOgImage, renderDefaultOgJpeg } from "@/components/public/seo/og-cover";
import { unlessFailed } from "@/lib/server/public-read";
import { OG_SIZE } from "@/lib/seo/site";
import { loadService } from "./load";

// The service's image cropped to 1200 x 630 (the site card when it has none).
export const alt = "Imaginea serviciului";
export const size = OG_SIZE;
export const contentType = "image/jpeg";

export default async function ServiceOgImage({ params }: { params: Promise<{ slug: string }> }) {
  // A failed read throws (a 500 that nobody caches) instead of caching the site card in its place.
  const service = unlessFailed(await loadService((await params).slug), "service");
  return (await renderCoverOgImage(service?.image)) ?? renderDefaultOgJpeg();
}
