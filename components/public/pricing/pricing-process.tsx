import { CONTAINER, SECTION_Y, SectionHeading } from "@/components/public/home/ui";

/** The four steps of SPEC 2.1, told from the point of view of someone about to buy a package. */
export const PRICING_STEPS = [
  { title: "Consultanță", text: "O discuție gratuită despre afacerea ta, obiective și buget. Aflăm ce funcționează deja și ce lipsește." },
  { title: "Strategie", text: "Îți propunem pachetul potrivit și un plan pe luni, cu canale, bugete și indicatori clari de succes." },
  { title: "Implementare", text: "Specialiștii noștri configurează, creează și lansează. Vezi în fiecare săptămână ce s-a făcut." },
  { title: "Rezultate finale", text: "Raport lunar cu cifre reale: lead-uri, vânzări, cost pe client. Optimizăm continuu ce merge." },
] as const;

/** How a package turns into results: four numbered steps on a connecting line. */
export function PricingProcess() {
  return (
    <section aria-labelledby="proces-tarife-titlu" className={`relative overflow-hidden bg-surface ${SECTION_Y}`}>
      <div aria-hidden="true" className="pointer-events-none absolute -right-40 top-10 h-96 w-96 rounded-full bg-brand-100 blur-3xl" />
      <div className={`${CONTAINER} relative`}>
        <SectionHeading
          id="proces-tarife-titlu"
          eyebrow="Cum lucrăm"
          title="De la prima discuție la rezultate finale"
          description="Indiferent de pachetul ales, colaborarea urmează aceiași patru pași, fără surprize pe parcurs."
          align="center"
        />
        <div className="relative mt-16">
          <div aria-hidden="true" className="pointer-events-none absolute left-[12%] right-[12%] top-8 hidden h-px bg-linear-to-r from-brand-600/0 via-brand-600/40 to-accent-500/0 lg:block" />
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PRICING_STEPS.map((step, index) => (
              <li key={step.title} className="relative flex flex-col rounded-3xl bg-white p-6 ring-1 ring-inset ring-brand-900/5 lg:bg-transparent lg:p-0 lg:text-center lg:ring-0">
                <span
                  aria-hidden="true"
                  className="relative z-10 grid h-16 w-16 place-items-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-500 font-display text-2xl font-extrabold text-white shadow-lg shadow-brand-600/25 lg:mx-auto"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-6 font-display text-xl font-bold tracking-tight text-ink">
                  <span className="sr-only">Pasul {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 text-base leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
