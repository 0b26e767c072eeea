"use client";
import { useEffect, useRef, useSyncExternalStore } from "react";

/** Only precise pointers (mouse, trackpad), and never for visitors who ask for reduced motion. */
export const CURSOR_QUERY = "(pointer: fine) and (prefers-reduced-motion: no-preference)";
const INTERACTIVE = 'a[href], button, [role="button"], [role="switch"], label, summary, select, input, textarea';

function subscribe(callback: () => void) {
  const query = window.matchMedia(CURSOR_QUERY);
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}
const enabledSnapshot = () => window.matchMedia(CURSOR_QUERY).matches;
const serverSnapshot = () => false;

/** A subtle ring that trails the pointer and grows over links and buttons. The system cursor stays. */
export function CustomCursor() {
  const enabled = useSyncExternalStore(subscribe, enabledSnapshot, serverSnapshot);
  return enabled ? <CursorRing /> : null;
}

function CursorRing() {
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ring = ringRef.current;
    if (!ring) return;
    const target = { x: -100, y: -100 };
    const position = { x: -100, y: -100 };
    let frame = 0;

    const render = () => {
      position.x += (target.x - position.x) * 0.22;
      position.y += (target.y - position.y) * 0.22;
      ring.style.transform = `translate3d(${position.x}px, ${position.y}px, 0)`;
      frame = Math.abs(target.x - position.x) + Math.abs(target.y - position.y) > 0.3 ? requestAnimationFrame(render) : 0;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(render);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
      target.x = event.clientX;
      target.y = event.clientY;
      ring.dataset.visible = "true";
      const over = (event.target as Element | null)?.closest?.(INTERACTIVE);
      ring.dataset.hover = over ? "true" : "false";
      schedule();
    };
    const onLeave = () => {
      ring.dataset.visible = "false";
    };
    const onDown = () => {
      ring.dataset.pressed = "true";
    };
    const onUp = () => {
      ring.dataset.pressed = "false";
    };

    window.addEventListener("pointermove", onMove, { passive: true });
    window.addEventListener("pointerdown", onDown, { passive: true });
    window.addEventListener("pointerup", onUp, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointerup", onUp);
      document.documentElement.removeEventListener("pointerleave", onLeave);
    };
  }, []);

  return (
    <div
      ref={ringRef}
      aria-hidden="true"
      data-visible="false"
      data-hover="false"
      data-pressed="false"
      data-testid="custom-cursor"
      className="group pointer-events-none fixed left-0 top-0 z-[90] opacity-0 transition-opacity duration-200 data-[visible=true]:opacity-100"
    >
      <span className="absolute -left-4 -top-4 block h-8 w-8 rounded-full border-2 border-brand-500/55 transition-[transform,background-color,border-color] duration-200 ease-out group-data-[hover=true]:scale-[1.6] group-data-[hover=true]:border-accent-500/60 group-data-[hover=true]:bg-accent-500/10 group-data-[pressed=true]:scale-90" />
    </div>
  );
}
