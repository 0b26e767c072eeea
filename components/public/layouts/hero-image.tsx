import Image from "next/image";
import { isRemoteImage } from "@/lib/image-src";

/**
 * Strongly blurred and slightly enlarged (so the blur's soft edges fall outside the clipped hero):
 * featured images often carry their own lettering, which must not be legible behind the H1. The image
 * only lends its colours to the hero.
 */
const COVER = "absolute inset-0 -z-20 h-full w-full scale-110 object-cover blur-2xl saturate-150";

/**
 * The full-bleed picture behind a content hero, and the page's LCP. Site images (uploads) go through
 * next/image: a phone gets an AVIF/WebP of its width instead of the original upload (often a large
 * JPEG), preloaded at high priority. Blurred by 40 px, half the viewport's width in pixels looks the
 * same as the full width, so `sizes` asks for that (fewer bytes, sooner LCP). The portal's preview
 * shows files not uploaded yet (blob: URLs), and an image field may name an https address elsewhere:
 * the optimiser fetches neither, so those stay a plain <img>.
 */
export function HeroImage({ src }: { src: string }) {
  if (isRemoteImage(src)) {
    // eslint-disable-next-line @next/next/no-img-element -- blob: previews and remote addresses are not optimised
    return <img src={src} alt="" className={COVER} />;
  }
  return <Image src={src} alt="" fill sizes="50vw" preload fetchPriority="high" className={COVER} />;
}
