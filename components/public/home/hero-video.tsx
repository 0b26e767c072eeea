"use client";

import { useEffect, useRef } from "react";

/**
 * The hero's looping background video. It starts only after the page has loaded: its 50-130 KB
 * would otherwise share a phone's first second with the fonts and the scripts. It has no poster
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
    const start = () => {
      video.autoplay = true;
      video.preload = "auto";
      // Refused autoplay (a browser setting) leaves the still underneath, which is the same picture.
      video.play().catch(() => undefined);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
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
