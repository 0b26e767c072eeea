/** The agency's figures (SPEC 9 marketing copy). */
export const AGENCY_FIGURES = [
  { value: "15+", label: "specialiști în echipă", detail: "SEO, PPC, social media, design, dezvoltare și conținut" },
  { value: "150+", label: "clienți", detail: "afaceri mici și mijlocii din toată țara" },
  { value: "20+", label: "clienți medicali", detail: "clinici și cabinete care ne-au ales" },
  { value: "15000%+", label: "ROAS record", detail: "într-o campanie de e-commerce" },
  { value: "5+", label: "ani de experiență", detail: "în marketing online orientat spre rezultate" },
] as const;

export function FiguresGrid({ tone = "light", compact = false }: { tone?: "light" | "dark"; compact?: boolean }) {
  const dark = tone === "dark";
  return (
    <dl className={`grid gap-4 ${compact ? "grid-cols-2" : "grid-cols-2 md:grid-cols-3 lg:grid-cols-5"}`}>
      {AGENCY_FIGURES.map((f, i) => (
        <div
          key={f.label}
          className={`${dark ? "figure-card-dark" : "figure-card-light"}${compact && i === AGENCY_FIGURES.length - 1 ? " col-span-2" : ""}`}
        >
          <dt className={`order-2 mt-2 text-sm font-semibold ${dark ? "text-white" : "text-ink"}`}>{f.label}</dt>
          <dd className={`${dark ? "figure-value-dark" : "figure-value-light"}${compact ? "" : " xl:text-4xl"}`}>
            {f.value}
          </dd>
          {compact ? null : <dd className={`order-3 mt-1 text-sm leading-snug ${dark ? "text-white/70" : "text-muted"}`}>{f.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
