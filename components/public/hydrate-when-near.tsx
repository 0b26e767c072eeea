"use client";

import { use, useId, useSyncExternalStore, type CSSProperties, type ReactNode } from "react";
import { NEAR_VIEWPORT_MARGIN } from "./use-near-viewport";

const ATTRIBUTE = "data-hydrate-when-near";
// A discrete event inside a part that is not hydrated yet makes React hydrate it at once, in that same
// event; these are the first events of a tap, a click and of keyboard focus.
const FIRST_EVENTS = ["pointerdown", "mousedown", "touchstart", "focusin", "keydown"] as const;

type Gate = Promise<void>;

// One gate per part for the page's lifetime: React asks again for the same promise when it retries.
const gates = new Map<string, Gate>();
// The parts still waiting, with what opens each one's gate; one observer and one set of listeners for all.
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function release(element: Element) {
  const openGate = waiting.get(element);
  if (!openGate) return;
  waiting.delete(element);
  observer?.unobserve(element);
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = null;
    for (const type of FIRST_EVENTS) window.removeEventListener(type, onFirstEvent, true);
  }
  openGate();
}

function onFirstEvent(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const element of [...waiting.keys()]) if (element.contains(event.target)) release(element);
}

function watch(element: Element, openGate: () => void) {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) release(entry.target);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    // Window capture listeners run before React's, which listens on the document.
    for (const type of FIRST_EVENTS) window.addEventListener(type, onFirstEvent, { capture: true, passive: true });
  }
  waiting.set(element, openGate);
  observer.observe(element);
}

/** The part's gate, or null when there is nothing to wait for (no server HTML of it, or no IntersectionObserver). */
function gateFor(id: string): Gate | null {
  const existing = gates.get(id);
  if (existing) return existing;
  const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find((e) => e.getAttribute(ATTRIBUTE) === id);
  if (!element || typeof IntersectionObserver === "undefined") return null;
  let resolve!: () => void;
  const gate: Gate = new Promise<void>((r) => (resolve = r));
  gates.set(id, gate);
  watch(element, () => {
    // The fields React itself writes on a promise once it settles, set before the event that opened
    // the gate reaches React: `use` then reads it synchronously, so React can hydrate the part inside
    // that very event and run its handlers.
    Object.assign(gate, { status: "fulfilled", value: undefined });
    resolve();
  });
  return gate;
}

const subscribe = () => () => {};

/**
 * A part of a public page that React hydrates only when it nears the viewport (or is tapped, clicked
 * or focused first). Its server HTML is shown and complete from the start: links work as plain links,
 * text is there for search engines and screen readers. What waits is React's walk over its elements
 * and the start-up of its widgets, which on a phone would otherwise run while the first screen is
 * still loading, for parts the visitor may never scroll to.
 *
 * Must sit inside a Suspense boundary (HydrateLater): while hydrating, it suspends on the part's gate,
 * and React keeps the server HTML until the gate opens. When it renders on the client without
 * hydrating (a client-side navigation), it renders at once.
 */
export function HydrateWhenNear({ children, className, style }: { children: ReactNode; className?: string; style?: CSSProperties }) {
  const id = useId();
  // True only while React hydrates server HTML (it reads the server snapshot then).
  const hydrating = useSyncExternalStore(subscribe, () => false, () => true);
  const gate = hydrating && typeof document !== "undefined" ? gateFor(id) : null;
  if (gate) use(gate);
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className} style={style}>
      {children}
    </div>
  );
}
