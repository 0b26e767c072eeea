"use client";

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import dynamic from "next/dynamic";
import type { EmblaCarouselType } from "embla-carousel";
import { emblaDuration, showArrows } from "./timing";
import { usePrefersReducedMotion } from "./use-reduced-motion";
import { useNearViewport } from "@/components/public/use-near-viewport";
import { slugify } from "@/lib/slug";
import { Icon } from "@/components/public/icons/icon";

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
  /** Prefix of the slides' ids (`<id>-slide-<n>`, the arrows' and dots' link targets); made from the label by default. */
  id?: string;
  slides: CarouselSlide[];
  /** Autoplay delay in ms; 0 or undefined turns autoplay off. */
  autoplayMs?: number;
  /** Slide transition in ms, mapped to Embla's `duration` (see timing.ts). */
  speedMs?: number;
  /** Show the slides in reverse order (the SPEC's case-study carousel). */
  reverse?: boolean;
  /** Previous/next controls only when there are more slides than this. */
  arrowsAbove?: number;
  showDots?: boolean;
  /** Width of one slide, as flex-basis utilities (e.g. "basis-full md:basis-1/2 lg:basis-1/3"). */
  slideClassName?: string;
  /** Colours of the controls: on a light or on a dark section. */
  tone?: "light" | "dark";
  className?: string;
};

/** "Articole de blog" -> "carusel-articole-de-blog": readable, stable link targets (useId's are neither). */
export function carouselId(label: string): string {
  return `carusel-${slugify(label)}`;
}

/** The id of the slide at `index` (0-based); the URL fragment shows it 1-based, as the labels do. */
export function slideId(id: string, index: number): string {
  return `${id}-slide-${index + 1}`;
}

/** Where the native (scroll-snap) track stands: the slide nearest its left edge, and whether it reached its end. */
function trackPosition(viewport: HTMLElement): { index: number; atEnd: boolean } {
  const slides = viewport.firstElementChild?.children;
  if (!slides || slides.length === 0) return { index: 0, atEnd: false };
  // A slide's gutter is its left padding: its content lines up with the viewport's edge.
  const gutter = parseFloat(getComputedStyle(slides[0]).paddingLeft) || 0;
  const origin = viewport.getBoundingClientRect().left;
  let index = 0;
  let best = Infinity;
  for (let i = 0; i < slides.length; i++) {
    const distance = Math.abs(slides[i].getBoundingClientRect().left + gutter - origin);
    if (distance < best) {
      best = distance;
      index = i;
    }
  }
  const overflow = viewport.scrollWidth - viewport.clientWidth;
  const atEnd = overflow > 0 && viewport.scrollLeft >= overflow - 1;
  return { index, atEnd };
}

/** Scrolls the native track (not the page) so that slide `index` starts at its left edge. */
function scrollTrackTo(viewport: HTMLElement, index: number) {
  const slide = viewport.firstElementChild?.children[index];
  if (!slide) return;
  const gutter = parseFloat(getComputedStyle(slide).paddingLeft) || 0;
  const left = viewport.scrollLeft + slide.getBoundingClientRect().left + gutter - viewport.getBoundingClientRect().left;
  viewport.scrollTo({ left, behavior: "instant" });
}

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
  return <Icon name={direction === "left" ? "carousel-prev" : "carousel-next"} className="h-5 w-5" />;
}

type ArrowLinkProps = {
  direction: "left" | "right";
  label: string;
  href: string;
  controls: string;
  disabled: boolean;
  tone: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

function ArrowLink({ direction, label, href, controls, disabled, tone, onClick }: ArrowLinkProps) {
  return (
    <a
      href={href}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      onClick={onClick}
      className={`round-control ${tone}`}
    >
      <Chevron direction={direction} />
    </a>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return <Icon name={playing ? "pause" : "play"} className="h-4 w-4" />;
}

type Move = "prev" | "next" | number;

type SlideStepsProps = {
  id: string;
  index: number;
  count: number;
  label: string;
  /** Embla runs: the carousel's own arrows serve. */
  hidden: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>, to: "prev" | "next") => void;
};

/**
 * Previous/next for one slide, as links to its neighbours, the arrows until Embla runs: the stylesheet
 * shows only the pair of the slide the address names (:target), or of the first while none is named,
 * where the carousel's own arrows come later (styles/carousel.css). So without JavaScript each click
 * names the next neighbour and the arrows step through every slide, with CSS alone; with it they move
 * the track like the other controls. They stay through hydration: a link taken away between a press
 * and its release loses the click (the first-click test's press at the first paint did).
 * Kept small (the chevrons are drawn by the stylesheet): a page sends one pair per slide.
 */
function SlideSteps({ id, index, count, label, hidden, onClick }: SlideStepsProps) {
  return (
    <>
      <a
        href={`#${slideId(id, (index - 1 + count) % count)}`}
        aria-label={`Slide-ul anterior: ${label}`}
        hidden={hidden}
        onClick={(event) => onClick(event, "prev")}
        className="carousel-step carousel-step-prev"
      />
      <a
        href={`#${slideId(id, (index + 1) % count)}`}
        aria-label={`Slide-ul următor: ${label}`}
        hidden={hidden}
        onClick={(event) => onClick(event, "next")}
        className="carousel-step carousel-step-next"
      />
    </>
  );
}

/**
 * Accessible carousel (WAI-ARIA APG carousel pattern), HTML first. The server sends a CSS scroll-snap
 * list (styles/carousel.css) that a visitor can swipe, scroll or, once focused, move with the keyboard,
 * and its controls as links to the slides (`#<id>-slide-<n>`): previous/next above a threshold and one
 * dot per slide. Without JavaScript those links jump natively; until Embla runs, previous and next are
 * each slide's own pair of links to its neighbours (SlideSteps). Once the carousel nears the viewport, Embla is loaded and takes over
 * the same markup (./embla-engine.tsx): native scrunning stops at the slide the visitor had reached,
 * the links move Embla, and a pause button comes in the slot kept for it. Autoplay pauses while a
 * mouse hovers the carousel or keyboard focus is inside, and never runs for visitors who prefer
 * reduced motion (transitions become instant for them too).
 */
export function Carousel({
  label,
  id: idProp,
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
  const id = idProp ?? carouselId(label);
  const trackId = `${id}-slides`;
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
  // A slide chosen with a control before Embla started: Embla starts there rather than where the track stands.
  const chosen = useRef<number | null>(null);
  const startIndex = useCallback(() => {
    const viewport = viewportRef.current;
    return chosen.current ?? (viewport ? trackPosition(viewport).index : 0);
  }, [viewportRef]);

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

  const move = (to: Move) => {
    if (api) {
      if (to === "prev") api.scrollPrev();
      else if (to === "next") api.scrollNext();
      else api.scrollTo(to);
      api.plugins().autoplay?.reset();
      return;
    }
    // Embla is not running yet (still loading): move the native track, and let Embla start there.
    const viewport = viewportRef.current;
    if (!viewport || count === 0) return;
    const { index, atEnd } = trackPosition(viewport);
    const target = to === "prev" ? (index - 1 + count) % count : to === "next" ? (atEnd ? 0 : (index + 1) % count) : to;
    chosen.current = target;
    scrollTrackTo(viewport, target);
  };

  // The controls are links, so they work before and without JavaScript; with it they move the track
  // themselves (no page jump, no history entry). A click meant for a new tab keeps the link's default.
  const onControl = (event: MouseEvent<HTMLAnchorElement>, to: Move) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    move(to);
  };

  // With Embla the viewport no longer scrolls natively: arrow keys on it move Embla instead.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!api || event.target !== event.currentTarget) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    move(event.key === "ArrowLeft" ? "prev" : "next");
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
  // Every slide keeps its dot, also on a phone: many dots wrap onto a second row.
  const dots = showDots && count > 1 ? (api ? snapCount : count) : 0;
  // Which slide is shown is known only while Embla runs; before, no dot claims to be the current one.
  const current = api ? selected : null;
  const position = current ?? 0;
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
      data-tone={tone}
      className={`relative ${className}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {near && <EmblaEngine viewport={viewportRef} options={options} autoplayMs={autoplayEnabled ? autoplayMs : 0} startIndex={startIndex} onApi={setApi} />}
      {/* Focusable so a keyboard can scroll it natively; the slides are the groups inside. */}
      <div
        ref={viewportRef}
        role="group"
        aria-label={`Slide-urile: ${label}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="carousel-viewport"
      >
        <div id={trackId} className="carousel-track" aria-live={running ? "off" : "polite"}>
          {ordered.map((slide, index) => (
            <div
              key={slide.key}
              id={slideId(id, index)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide.label} (${index + 1} din ${count})`}
              className={`carousel-slide ${slideClassName}`}
            >
              {slide.content}
              {arrows ? <SlideSteps id={id} index={index} count={count} label={label} hidden={Boolean(api)} onClick={onControl} /> : null}
            </div>
          ))}
        </div>
      </div>

      {(dots > 0 || arrows || autoplayEnabled) && (
        // Bottom-aligned: the slides' own previous/next sit at the region's bottom-right corner (styles/carousel.css).
        <div className="mt-8 flex min-h-11 items-end justify-between gap-4">
          {dots > 0 && (
            <div
              className="flex min-h-11 flex-wrap content-center items-center gap-0.5"
              role="group"
              aria-label={`Alege slide-ul din ${label}`}
            >
              {Array.from({ length: dots }, (_, index) => (
                <a
                  key={index}
                  href={`#${slideId(id, index)}`}
                  aria-label={`Afișează slide-ul ${index + 1} din ${dots}`}
                  aria-current={index === current ? "true" : undefined}
                  aria-controls={trackId}
                  onClick={(event) => onControl(event, index)}
                  className="group carousel-dot"
                >
                  <span
                    className={`carousel-dot-bar ${index === current ? "w-5" : "w-2"} ${dark ? "carousel-dot-bar-light" : "carousel-dot-bar-dark"}`}
                    data-current={index === current || undefined}
                  />
                </a>
              ))}
            </div>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-2">
            {/* Autoplay needs Embla: its button takes this slot once Embla runs, so nothing moves then. */}
            {autoplayEnabled &&
              (api && !reducedMotion ? (
                <button
                  type="button"
                  onClick={() => setUserPaused((value) => !value)}
                  aria-label={playing ? `Oprește derularea automată: ${label}` : `Pornește derularea automată: ${label}`}
                  className={`round-control ${buttonTone}`}
                >
                  <PlayPauseIcon playing={playing} />
                </button>
              ) : (
                <span className="h-11 w-11" />
              ))}
            {/* Until Embla runs the slides' own pair stands here instead (it names the right neighbours). */}
            {arrows && (
              <span className="flex items-center gap-2" style={api ? undefined : { visibility: "hidden" }}>
                <ArrowLink
                  direction="left"
                  label={`Slide-ul anterior: ${label}`}
                  href={`#${slideId(id, (position - 1 + count) % count)}`}
                  controls={trackId}
                  disabled={!canPrev}
                  tone={buttonTone}
                  onClick={(event) => onControl(event, "prev")}
                />
                <ArrowLink
                  direction="right"
                  label={`Slide-ul următor: ${label}`}
                  href={`#${slideId(id, (position + 1) % count)}`}
                  controls={trackId}
                  disabled={!canNext}
                  tone={buttonTone}
                  onClick={(event) => onControl(event, "next")}
                />
              </span>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
