import { renderCoverOgImage, renderDefaultOgJpeg } from "@/components/public/seo/og-cover";
import { unlessFailed } from "@/lib/server/public-read";
import { OG_SIZE } from "@/lib/seo/site";
import { loadCaseStudy } from "./load";

// The case study's featured image cropped to 1200 x 630 (the site card when it has none).
export const alt = "Imaginea studiului de caz";
export const size = OG_SIZE;
export const contentType = "image/jpeg";

export default async function CaseStudyOgImage({ params }: { params: Promise<{ slug: string }> }) {
  // A failed read throws (a 500 that nobody caches) instead of caching the site card in its place.
  const item = unlessFailed(await loadCaseStudy((await params).slug), "case study");
  return (await renderCoverOgImage(item?.featuredImage)) ?? renderDefaultOgJpeg();
}
