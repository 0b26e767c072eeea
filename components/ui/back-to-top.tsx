"use client";
import { useEffect, useState } from "react";

const FLOATING = "fixed bottom-5 right-5 z-40 h-12 w-12";

/**
 * Back-to-top with a scroll-progress ring; `threshold` 0 keeps it always visible (the portal).
 * `className` places and sizes it: by default it floats at the bottom right.
 */
export function BackToTop({ threshold = 0, className = FLOATING }: { threshold?: number; className?: string }) {
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(threshold === 0);
  useEffect(() => {
    const onScroll = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(max > 0 ? Math.min(window.scrollY / max, 1) : 0);
      setVisible(threshold === 0 || window.scrollY > threshold);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  if (!visible) return null;
  const circumference = 2 * Math.PI * 20;
  return (
    <button
      type="button"
      aria-label="Înapoi sus"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className={`${className} grid shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-slate-200 hover:bg-brand-100`}
    >
      <svg viewBox="0 0 48 48" className="absolute inset-0 h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="3" />
        <circle
          cx="24"
          cy="24"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
          strokeLinecap="round"
        />
      </svg>
      <svg viewBox="0 0 20 20" className="relative h-5 w-5" fill="currentColor" aria-hidden="true">
        <path d="M10 4.5 4.5 10l1.06 1.06 3.69-3.69V16h1.5V7.37l3.69 3.69L15.5 10 10 4.5Z" />
      </svg>
    </button>
  );
}
