"use client";

import { useEffect, useState, type RefObject } from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";

export type EmblaEngineProps = {
  /** The carousel's viewport, rendered (with its slides) by the carousel itself. */
  viewport: RefObject<HTMLElement | null>;
  options: EmblaOptionsType;
  /** Autoplay delay in ms; 0 adds no autoplay plugin. */
  autoplayMs: number;
  onApi: (api: EmblaCarouselType | undefined) => void;
};

/**
 * Embla and its autoplay plugin, attached to a carousel that is already on the page. The carousel
 * loads this module only when it nears the viewport (./carousel.tsx), so the library's 20 KB (8 KB
 * compressed) are neither downloaded nor compiled with the page. Renders nothing.
 */
export default function EmblaEngine({ viewport, options, autoplayMs, onApi }: EmblaEngineProps) {
  // One plugin instance for the lifetime of the engine: a new array identity would re-initialise Embla.
  const [plugins] = useState(() =>
    autoplayMs > 0
      ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })]
      : [],
  );
  const [attach, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onApi(api);
  }, [api, onApi]);

  return null;
}
