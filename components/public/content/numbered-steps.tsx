type Step = { title: string; text: string; detail?: string };

type Props = {
  steps: readonly Step[];
  /** Literal Tailwind classes from the caller: the grid's columns, the card colour below lg, the line's inset. */
  gridClassName: string;
  cardClassName: string;
  lineClassName: string;
};

/** Numbered steps on a connecting line (the home page's process, the pricing page's four steps). */
export function NumberedSteps({ steps, gridClassName, cardClassName, lineClassName }: Props) {
  return (
    <div className="relative mt-16">
      <div aria-hidden="true" className={`pointer-events-none absolute top-8 hidden h-px bg-linear-to-r from-brand-600/0 via-brand-600/40 to-accent-500/0 lg:block ${lineClassName}`} />
      <ol className={`grid gap-6 ${gridClassName}`}>
        {steps.map((step, index) => (
          <li key={step.title} className={`step-card ${cardClassName}`}>
            <span
              aria-hidden="true"
              className="step-number"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            {step.detail ? <p className="mt-6 text-xs font-semibold uppercase tracking-[0.14em] text-brand-600">{step.detail}</p> : null}
            <h3 className={`${step.detail ? "mt-2" : "mt-6"} font-display text-xl font-bold tracking-tight text-ink`}>
              <span className="sr-only">Pasul {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-3 text-base leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
