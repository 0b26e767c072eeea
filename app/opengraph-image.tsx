import { renderDefaultOgImage } from "@/components/public/seo/og-image";
import { DEFAULT_OG_IMAGE, OG_SIZE } from "@/lib/seo/site";

// The site's default Open Graph / Twitter card (1200 x 630), used by every page without a featured image.
export const alt = DEFAULT_OG_IMAGE.alt;
export const size = OG_SIZE;
export const contentType = "image/png";

export default function OpengraphImage() {
  return renderDefaultOgImage();
}
