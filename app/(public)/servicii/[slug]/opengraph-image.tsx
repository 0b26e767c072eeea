import { renderCoverOgImage, renderDefaultOgJpeg } from "@/components/public/seo/og-cover";
import { OG_SIZE } from "@/lib/seo/site";
import { loadService } from "./load";

// The service's image cropped to 1200 x 630 (the site card when it has none).
export const alt = "Imaginea serviciului";
export const size = OG_SIZE;
export const contentType = "image/jpeg";

export default async function ServiceOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const service = await loadService((await params).slug);
  return (await renderCoverOgImage(service?.image)) ?? renderDefaultOgJpeg();
}
