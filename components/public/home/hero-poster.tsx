import Image from "next/image";

/**
 * The hero's still picture (public/home/hero-poster.webp), the page's largest element on phones: an
 * ordinary optimised image, fetched first (high priority, never lazy) and cached by the browser like
 * any other, under the video that replaces it once the page has loaded.
 */
export function HeroPoster() {
  return (
    <Image
      src="/home/hero-poster.webp"
      alt=""
      fill
      sizes="100vw"
      loading="eager"
      fetchPriority="high"
      className="object-cover"
      data-testid="hero-poster"
    />
  );
}
