import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/public/icons/icon";

/** Shared pieces of the home sections: container, heading, link buttons, icons. */

export const CONTAINER = "mx-auto w-full max-w-7xl px-5 sm:px-6 lg:px-8";
export const SECTION_Y = "py-20 lg:py-28";

type Tone = "light" | "dark";

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "left",
  tone = "light",
  action,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "left" | "center";
  tone?: Tone;
  action?: ReactNode;
}) {
  const dark = tone === "dark";
  const centered = align === "center";
  return (
    <div className={`flex flex-col gap-6 ${centered ? "items-center text-center" : "lg:flex-row lg:items-end lg:justify-between"}`}>
      <div className={centered ? "max-w-3xl" : "max-w-2xl"}>
        <p
          className={dark ? "section-eyebrow-dark" : "section-eyebrow"}
        >
          <span aria-hidden="true" className="section-eyebrow-rule" />
          {eyebrow}
        </p>
        <h2
          id={id}
          className={dark ? "section-title-dark" : "section-title"}
        >
          {title}
        </h2>
        {description && <p className={dark ? "section-lead-dark" : "section-lead"}>{description}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}

// The buttons' looks live in styles/components.css (.button and its variants): one short class each.
const BUTTON_VARIANTS = {
  /** Coral on dark or light backgrounds: the main call to action. Ink text keeps AA contrast on coral. */
  accent: "button-accent",
  primary: "button-primary",
  ghostDark: "button-ghost-dark",
  ghostLight: "button-ghost-light",
} as const;

export function LinkButton({
  href,
  children,
  variant = "primary",
  className = "",
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof BUTTON_VARIANTS;
  className?: string;
}) {
  return (
    <SiteLink href={href} className={`button ${BUTTON_VARIANTS[variant]} ${className}`}>
      {children}
    </SiteLink>
  );
}

/**
 * Optical kerning for display headings: Plus Jakarta Sans gives "." and "," a wide left side bearing,
 * which reads as a space at 48-72 px. Punctuation right after a letter is pulled back by 0.1em.
 */
export function Kerned({ text }: { text: string }) {
  const parts = text.split(/(?<=^|\p{L})([.,!?;:]+)/u);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="-ml-[0.1em]">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Drawn by styles/glyphs.css in the text colour (a home page shows 25 of them). */
export function ArrowRight({ className = "h-4 w-4" }: { className?: string }) {
  return <span aria-hidden="true" className={`glyph-arrow ${className}`} />;
}

export function CheckIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <Icon name="check" className={className} />;
}

/** Drawn by styles/glyphs.css in the text colour; the size comes from the class, as on an icon. */
export function QuoteIcon({ className = "h-8 w-8" }: { className?: string }) {
  return <span aria-hidden="true" className={`glyph-quote ${className}`} />;
}

/** A five-star rating, one named image drawn by styles/glyphs.css (no SVG repeated per testimonial). */
export function StarRow({ label = "Evaluare: 5 din 5 stele" }: { label?: string }) {
  return <span role="img" aria-label={label} className="glyph-stars h-4 w-[5.5rem] text-amber-400" />;
}

const SERVICE_ICONS: { match: RegExp; icon: IconName }[] = [
  { match: /seo|optimizare/i, icon: "service-seo" },
  { match: /ppc|ads|google|publicitate|reclam/i, icon: "service-ppc" },
  { match: /brand/i, icon: "service-brand" },
  { match: /social|media/i, icon: "service-social" },
  { match: /content|conținut|copy|blog/i, icon: "service-content" },
  { match: /web|site|magazin/i, icon: "service-web" },
];

export function ServiceIcon({ title, className = "h-6 w-6" }: { title: string; className?: string }) {
  const icon = SERVICE_ICONS.find((entry) => entry.match.test(title))?.icon ?? "service-default";
  return <Icon name={icon} className={className} />;
}
