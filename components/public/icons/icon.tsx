import type { StaticImageData } from "next/image";
import sprite from "./sprite.svg";

/** Every symbol of ./sprite.svg (tests/unit/icon-sprite.test.ts keeps the two lists equal). */
export const ICON_NAMES = [
  "chevron-down", "chevron-right", "arrow-right", "menu", "close", "phone", "mail", "pin", "clock", "chat",
  "whatsapp", "sparkle", "search", "external", "check", "next", "back", "arrow-down", "plus", "page-prev",
  "page-next", "page-first", "page-last", "expand", "dismiss", "warning", "retry", "lines", "carousel-prev",
  "carousel-next", "trend", "cookie", "pause", "play", "alert", "star", "logo", "facebook", "instagram",
  "linkedin", "tiktok", "service-seo", "service-ppc", "service-brand", "service-social", "service-content",
  "service-web", "service-default",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

// Next names the imported file after its content (/_next/static/media/sprite.<hash>.svg), served with
// a year's immutable caching: a changed drawing is a new address.
const SPRITE_URL = (sprite as StaticImageData).src;

/**
 * An icon of the public site, drawn for this project: one symbol of one cached sprite file, so a page
 * carries a short reference per icon (in its HTML and again in its React payload) instead of the
 * drawing. Decorative: every use sits next to visible text or inside a control with its own name.
 * Size and colour come from the class (the strokes and fills are currentColor).
 */
export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
