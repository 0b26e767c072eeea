import type { ReactNode } from "react";

/** Consistent section rhythm (py-20 / lg:py-28) inside a max-w-7xl container. */
export function Section({
  children,
  tone = "white",
  className = "",
  id,
  labelledBy,
}: {
  children: ReactNode;
  tone?: "white" | "surface" | "dark";
  className?: string;
  id?: string;
  labelledBy?: string;
}) {
  const tones = { white: "bg-white", surface: "bg-surface", dark: "bg-brand-900 text-white" } as const;
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-20 lg:py-28 ${className}`}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8 lg:px-10">{children}</div>
    </section>
  );
}

/** Eyebrow, display heading and lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "left",
  tone = "light",
  as: Tag = "h2",
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
  as?: "h2" | "h3";
}) {
  return (
    <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? (
        <p className={`mb-3 text-sm font-semibold tracking-[0.14em] uppercase ${tone === "dark" ? "text-accent-500" : "text-brand-600"}`}>{eyebrow}</p>
      ) : null}
      <Tag id={id} className={`font-display text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-[2.75rem] ${tone === "dark" ? "text-white" : "text-ink"}`}>
        {title}
      </Tag>
      {lead ? <p className={`mt-5 text-lg leading-relaxed ${tone === "dark" ? "text-white/80" : "text-muted"}`}>{lead}</p> : null}
    </div>
  );
}
