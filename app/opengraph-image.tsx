import { connection } from "next/server";
import { renderDefaultOgImage } from "@/components/public/seo/og-image";
import { OG_SIZE, SITE_TAGLINE, TITLE_BRAND } from "@/lib/seo/site";

// The site's default Open Graph / Twitter card (1200 x 630), used by every page without a featured image.
// Pages declare it with the brand in its alt (lib/seo/metadata.ts); this alt is the one without a page.
export const alt = `${TITLE_BRAND}: ${SITE_TAGLINE}`;
export const size = OG_SIZE;
export const contentType = "image/png";

export default async function OpengraphImage() {
  // Drawn at request time with the brand saved in "Setări" (no database is open at build time).
  await connection();
  return renderDefaultOgImage();
}
