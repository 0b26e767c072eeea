"use client";

import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore, type FocusEvent, type PointerEvent, type ReactNode } from "react";
import dynamic from "next/dynamic";
import type { EmblaCarouselType } from "embla-carousel";
import { emblaDuration, showArrows } from "./timing";
import { usePrefersReducedMotion } from "./use-reduced-motion";
import { useNearViewport } from "@/components/public/use-near-viewport";

// Embla is loaded when a carousel nears the viewport, not with the page (./embla-engine.tsx).
const EmblaEngine = dynamic(() => import("./embla-engine"), { ssr: false });

export type CarouselSlide = {
  key: string;
  /** Short name of the slide for screen readers (a title, a person's name). */
  label: string;
  content: ReactNode;
};

export type CarouselProps = {
  /** Accessible name of the carousel region, e.g. "Studii de caz". */
  label: string;
  slides: CarouselSlide[];
  /** Autoplay delay in ms; 0 or undefined turns autoplay off. */
  autoplayMs?: number;
  /** Slide transition in ms, mapped to Embla's `duration` (see timing.ts). */
  speedMs?: number;
  /** Show the slides in reverse order (the SPEC's case-study carousel). */
  reverse?: boolean;
  /** Previous/next buttons only when there are more slides than this. */
  arrowsAbove?: number;
  showDots?: boolean;
  /** Width of one slide, as flex-basis utilities (e.g. "basis-full md:basis-1/2 lg:basis-1/3"). */
  slideClassName?: string;
  /** Colours of the controls: on a light or on a dark section. */
  tone?: "light" | "dark";
  className?: string;
};


function useEmblaState(api: EmblaCarouselType | undefined, fallbackCount: number) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => (api ? api.selectedScrollSnap() : 0),
    () => 0,
  );
  const snapCount = useSyncExternalStore(
    subscribe,
    () => (api ? api.scrollSnapList().length : fallbackCount),
    () => fallbackCount,
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => (api ? api.canScrollPrev() : true),
    () => true,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => (api ? api.canScrollNext() : true),
    () => true,
  );
  return { selected, snapCount, canPrev, canNext };
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      {direction === "left" ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 18l6-6-6-6" />}
    </svg>
  );
}

type ArrowButtonProps = { direction: "left" | "right"; label: string; controls: string; disabled: boolean; tone: string; onClick: () => void };

function ArrowButton({ direction, label, controls, disabled, tone, onClick }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
      className={`grid h-11 w-11 place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40 ${tone}`}
    >
      <Chevron direction={direction} />
    </button>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
      ) : (
        <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
      )}
    </svg>
  );
}

/**
 * Accessible Embla carousel (WAI-ARIA APG carousel pattern): a region with aria-roledescription
 * "carousel", slides as labelled groups, previous/next buttons above a threshold, dots, and a pause
 * button for autoplay. Autoplay pauses while a mouse hovers the carousel or keyboard focus is inside,
 * and never runs for visitors who prefer reduced motion (transitions become instant for them too).
 * The slides are rendered on the server; until Embla starts (after hydration, once the carousel
 * nears the viewport and Embla's module has loaded) the track is an ordinary overflow-hidden flex row
 * with the same geometry, so nothing shifts when Embla takes over. The controls appear only then:
 * before, they could do nothing, and leaving them out of the server HTML spares every page load their
 * elements (a carousel of eleven slides has some thirty). Their row is rendered empty at its final
 * height meanwhile.
 */
export function Carousel({
  label,
  slides,
  autoplayMs = 0,
  speedMs,
  reverse = false,
  arrowsAbove = 1,
  showDots = true,
  slideClassName = "basis-full",
  tone = "light",
  className = "",
}: CarouselProps) {
  const trackId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const ordered = useMemo(() => (reverse ? [...slides].reverse() : slides), [slides, reverse]);
  const count = ordered.length;
  const autoplayEnabled = autoplayMs > 0 && count > 1;

  const options = useMemo(
    () => ({ loop: count > 1, align: "start" as const, duration: reducedMotion ? 0 : emblaDuration(speedMs) }),
    [count, reducedMotion, speedMs],
  );
  // Embla measures every slide when it starts: only once the carousel is about to be seen.
  const [viewportRef, near] = useNearViewport<HTMLDivElement>();
  const [api, setApi] = useState<EmblaCarouselType>();
  const { selected, snapCount, canPrev, canNext } = useEmblaState(api, count);

  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const playing = autoplayEnabled && !userPaused && !reducedMotion;
  const running = playing && !hovered && !keyboardFocus;

  // Start or stop the autoplay plugin to match the visitor's state, again after every re-initialisation
  // (Embla re-inits its plugins on resize and slide changes, and ours never plays on init by itself).
  useEffect(() => {
    if (!api || !autoplayEnabled) return;
    const apply = () => {
      const plugin = api.plugins().autoplay;
      if (!plugin) return;
      if (running) plugin.play();
      else plugin.stop();
    };
    apply();
    api.on("reInit", apply);
    return () => {
      api.off("reInit", apply);
    };
  }, [api, autoplayEnabled, running]);

  const go = (action: () => void) => {
    action();
    api?.plugins().autoplay?.reset();
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(false);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    let visible = true;
    try {
      visible = event.target.matches(":focus-visible");
    } catch {
      // Engines without :focus-visible: treat every focus as keyboard focus.
    }
    if (visible) setKeyboardFocus(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
  };

  const arrows = showArrows(count, arrowsAbove);
  const dots = showDots && count > 1 ? snapCount : 0;
  // Many dots wrap on a phone: there a "02 / 11" counter replaces them (the arrows stay).
  const compactOnPhones = dots > 6;
  const dark = tone === "dark";
  const buttonTone = dark
    ? "bg-white/10 text-white ring-1 ring-inset ring-white/25 hover:bg-white hover:text-brand-900 focus-visible:outline-white"
    : "bg-white text-brand-900 ring-1 ring-inset ring-brand-900/10 shadow-sm hover:bg-brand-900 hover:text-white focus-visible:outline-brand-600";

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={api ? "true" : undefined}
      className={`relative ${className}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {near && <EmblaEngine viewport={viewportRef} options={options} autoplayMs={autoplayEnabled ? autoplayMs : 0} onApi={setApi} />}
      <div ref={viewportRef} className="-my-6 overflow-hidden py-6">
        <div id={trackId} className="-ml-5 flex touch-pan-y lg:-ml-6" aria-live={running ? "off" : "polite"}>
          {ordered.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide.label} (${index + 1} din ${count})`}
              className={`min-w-0 shrink-0 grow-0 pl-5 lg:pl-6 ${slideClassName}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      {(dots > 0 || arrows || autoplayEnabled) && (
        <div className="mt-8 flex min-h-11 items-center justify-between gap-4">
          {api && (
            <>
              {compactOnPhones && (
                <p aria-hidden="true" className={`font-display text-sm font-semibold tabular-nums sm:hidden ${dark ? "text-white" : "text-ink"}`}>
                  {String(selected + 1).padStart(2, "0")}
                  <span className={dark ? "text-white/50" : "text-muted"}> / {String(dots).padStart(2, "0")}</span>
                </p>
              )}
              <div
                className={`${compactOnPhones ? "hidden sm:flex" : "flex"} flex-wrap items-center gap-0.5`}
                role="group"
                aria-label={`Alege slide-ul din ${label}`}
              >
                {Array.from({ length: dots }, (_, index) => (
                  <button
                    key={index}
                    type="button"
                    aria-label={`Afișează slide-ul ${index + 1} din ${dots}`}
                    aria-current={index === selected ? "true" : undefined}
                    aria-controls={trackId}
                    onClick={() => go(() => api?.scrollTo(index))}
                    className="group carousel-dot"
                  >
                    <span
                      className={`carousel-dot-bar ${
                        index === selected
                          ? `w-5 ${dark ? "bg-white" : "bg-brand-600"}`
                          : `w-2 ${dark ? "bg-white/35 group-hover:bg-white/70" : "bg-brand-900/20 group-hover:bg-brand-900/45"}`
                      }`}
                    />
                  </button>
                ))}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {autoplayEnabled && !reducedMotion && (
                  <button
                    type="button"
                    onClick={() => setUserPaused((value) => !value)}
                    aria-label={playing ? `Oprește derularea automată: ${label}` : `Pornește derularea automată: ${label}`}
                    className={`grid h-11 w-11 place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${buttonTone}`}
                  >
                    <PlayPauseIcon playing={playing} />
                  </button>
                )}
                {arrows && (
                  <>
                    <ArrowButton direction="left" label={`Slide-ul anterior: ${label}`} controls={trackId} disabled={!canPrev} tone={buttonTone} onClick={() => go(() => api?.scrollPrev())} />
                    <ArrowButton direction="right" label={`Slide-ul următor: ${label}`} controls={trackId} disabled={!canNext} tone={buttonTone} onClick={() => go(() => api?.scrollNext())} />
                  </>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
