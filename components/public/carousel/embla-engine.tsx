"use client";

import { useEffect, useRef, type RefObject } from "react";
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";

/** Set on the viewport while Embla drives it: styles/carousel.css turns native scrolling off. */
export const ENGINE_ATTRIBUTE = "data-embla";

export type EmblaEngineProps = {
  /** The carousel's viewport, rendered (with its slides) by the carousel itself. */
  viewport: RefObject<HTMLElement | null>;
  options: EmblaOptionsType;
  /** Autoplay delay in ms; 0 adds no autoplay plugin. */
  autoplayMs: number;
  /** The slide to start at, read just before Embla takes over (the visitor may have scrolled the track). */
  startIndex: () => number;
  onApi: (api: EmblaCarouselType | undefined) => void;
};

/**
 * Embla and its autoplay plugin, attached to a carousel that is already on the page and already
 * scrollable (a CSS scroll-snap list). The carousel loads this module only when it nears the viewport
 * (./carousel.tsx), so the library's 20 KB (8 KB compressed) are neither downloaded nor compiled with
 * the page. Renders nothing.
 */
export default function EmblaEngine({ viewport, options, autoplayMs, startIndex, onApi }: EmblaEngineProps) {
  const api = useRef<EmblaCarouselType | undefined>(undefined);
  // What the first render was given starts Embla; later option changes re-initialise it (below).
  const initial = useRef({ options, autoplayMs, startIndex, onApi });
  // Read once: a second start (React's development double effects) finds the track already reset to 0.
  const start = useRef<number | null>(null);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const { options, autoplayMs, startIndex, onApi } = initial.current;
    const plugins =
      autoplayMs > 0 ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })] : [];
    // Native scrolling hands over to Embla in one task, before the next paint: read where the visitor
    // scrolled to, stop native scrolling, and let Embla's transform show that same slide.
    start.current ??= startIndex();
    node.setAttribute(ENGINE_ATTRIBUTE, "");
    node.scrollTo({ left: 0, behavior: "instant" });
    const embla = EmblaCarousel(node, { ...options, startIndex: start.current }, plugins);
    api.current = embla;
    onApi(embla);
    return () => {
      embla.destroy();
      node.removeAttribute(ENGINE_ATTRIBUTE);
      api.current = undefined;
      onApi(undefined);
    };
  }, [viewport]);

  // Reduced motion switched on or off, or the slides changed: Embla keeps its slide across a reInit.
  const applied = useRef(options);
  useEffect(() => {
    if (applied.current === options) return;
    applied.current = options;
    api.current?.reInit(options);
  }, [options]);

  return null;
}
