"use client";

import { usePageLoaded } from "../use-page-loaded";

/**
 * The browser's autoplay policy reads the `muted` property, which is set here before play(); play()
 * also covers browsers that ignore the autoplay attribute on an element added by script. A function
 * declared once, so React calls it once, when the element is attached.
 */
function startPlaying(video: HTMLVideoElement | null) {
  if (!video) return;
  video.muted = true;
  // Refused autoplay (a browser setting) leaves the still underneath, which is the same picture.
  video.play().catch(() => undefined);
}

/** Read once the page has loaded, on the client only (the server and hydration render no video). */
function wantsMotion(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches && !connection?.saveData;
}

/**
 * The hero's looping background video. The element itself is added only once the page has loaded:
 * its 50-130 KB would otherwise share a phone's first second with the fonts and the scripts,
 * and a media element in the first HTML costs the page's first style and layout the browser's
 * media-controls style sheet and shadow tree, and starts a media player, before anything plays.
 * Until its first frame it is transparent over the same still, which is already painted
 * (./hero-poster.tsx), so there is no poster to fetch. Visitors who prefer reduced motion or ask to
 * save data keep the still and download nothing more.
 */
export function HeroVideo() {
  const loaded = usePageLoaded();
  if (!loaded || !wantsMotion()) return null;
  return (
    <video
      ref={startPlaying}
      className="absolute inset-0 h-full w-full object-cover motion-reduce:hidden"
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      tabIndex={-1}
      data-testid="hero-video"
    >
      <source src="/home/hero-640.webm" type="video/webm" media="(max-width: 767px)" />
      <source src="/home/hero-640.mp4" type="video/mp4" media="(max-width: 767px)" />
      <source src="/home/hero.webm" type="video/webm" />
      <source src="/home/hero.mp4" type="video/mp4" />
    </video>
  );
}
