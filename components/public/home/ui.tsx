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
          className={`inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] ${dark ? "text-accent-500" : "text-brand-600"}`}
        >
          <span aria-hidden="true" className={`h-px w-8 ${dark ? "bg-accent-500" : "bg-brand-600"}`} />
          {eyebrow}
        </p>
        <h2
          id={id}
          className={`mt-4 text-balance font-display text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl ${dark ? "text-white" : "text-ink"}`}
        >
          {title}
        </h2>
        {description && <p className={`mt-5 text-pretty text-lg leading-relaxed ${dark ? "text-white/75" : "text-muted"}`}>{description}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}

const BUTTON_BASE =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 motion-reduce:transition-none";

const BUTTON_VARIANTS = {
  /** Coral on dark or light backgrounds: the main call to action. Ink text keeps AA contrast on coral. */
  accent: "bg-accent-500 text-ink shadow-lg shadow-accent-500/25 hover:-translate-y-0.5 hover:bg-[#ff8a7e] focus-visible:outline-accent-500",
  primary: "bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:-translate-y-0.5 hover:bg-brand-700 focus-visible:outline-brand-600",
  ghostDark: "bg-white/10 text-white ring-1 ring-inset ring-white/30 backdrop-blur hover:bg-white/20 focus-visible:outline-white",
  ghostLight: "bg-white text-ink ring-1 ring-inset ring-brand-900/15 hover:ring-brand-600 hover:text-brand-700 focus-visible:outline-brand-600",
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
    <SiteLink href={href} className={`${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${className}`}>
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
