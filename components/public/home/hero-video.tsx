"use client";

import { useEffect, useRef } from "react";
import { onPageSettled } from "../page-settle";

/**
 * The hero's looping background video. It starts only once the page has loaded and settled: its
 * 50-130 KB would otherwise share a phone's first second with the fonts and the scripts. It has no poster
 * attribute: until its first frame it is transparent over the same still, which is already painted
 * (./hero-poster.tsx), so the still is not fetched a second time. Visitors who prefer reduced
 * motion or ask to save data keep the still and download nothing more.
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || connection?.saveData) return;
    // The media player's start-up and every frame it draws would compete with the page's own scripts
    // on a phone: it waits until the page has settled (./page-settle.ts), which is after the load event.
    return onPageSettled(() => {
      video.autoplay = true;
      video.preload = "auto";
      // Refused autoplay (a browser setting) leaves the still underneath, which is the same picture.
      video.play().catch(() => undefined);
    });
  }, []);

  return (
    <video
      ref={ref}
      className="absolute inset-0 h-full w-full object-cover motion-reduce:hidden"
      muted
      loop
      playsInline
      preload="none"
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
