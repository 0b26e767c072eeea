import "server-only";
import { readUpload } from "@/lib/server/uploads";
import { OG_SIZE } from "@/lib/seo/site";
import { renderDefaultOgImage } from "./og-image";

// Open Graph pictures of detail pages: the featured image cropped to 1200 x 630, else the site card (as JPEG).

/** The default card as JPEG, for routes that declare image/jpeg (their featured-image fallback). */
export async function renderDefaultOgJpeg(): Promise<Response> {
  const png = Buffer.from(await (await renderDefaultOgImage()).arrayBuffer());
  const { default: sharp } = await import("sharp");
  return jpegResponse(await sharp(png).jpeg({ quality: 86 }).toBuffer());
}

function jpegResponse(bytes: Buffer): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}

/**
 * An uploaded image (/uploads/<name>) cropped to 1200 x 630; null when it is missing or cannot be
 * decoded. A database that cannot be read throws instead, so the default card is not cached for it (D6).
 */
export async function renderCoverOgImage(imageUrl: string | null | undefined): Promise<Response | null> {
  const match = imageUrl?.match(/^\/uploads\/([A-Za-z0-9._-]+)$/);
  if (!match) return null;
  const file = await readUpload(match[1]);
  if (!file) return null;
  try {
    const { default: sharp } = await import("sharp");
    const bytes = await sharp(file.bytes, { animated: false })
      .resize(OG_SIZE.width, OG_SIZE.height, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return jpegResponse(bytes);
  } catch (error) {
    console.error("[og] featured image could not be rendered", error);
    return null;
  }
}
