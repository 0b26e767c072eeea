import Image from "next/image";

const COVER = "absolute inset-0 -z-20 h-full w-full object-cover";

/**
 * The full-bleed picture behind a content hero, and the page's LCP. Site images (uploads) go through
 * next/image: a phone gets an AVIF/WebP of its width instead of the original upload (often a large
 * JPEG), preloaded at high priority. The portal's preview shows files not uploaded yet (blob: URLs),
 * which the optimiser cannot fetch; those stay a plain <img>.
 */
export function HeroImage({ src }: { src: string }) {
  if (!src.startsWith("/")) {
    // eslint-disable-next-line @next/next/no-img-element -- local blob: previews cannot be optimised
    return <img src={src} alt="" className={COVER} />;
  }
  return <Image src={src} alt="" fill sizes="100vw" preload fetchPriority="high" className={COVER} />;
}
