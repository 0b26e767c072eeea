import { WORK_PROCESS } from "@/lib/home-content";
import { CONTAINER, SECTION_Y, SectionHeading } from "./ui";

/** How we work: five numbered steps on a connecting line. */
export function WorkProcess() {
  return (
    <section id="cum-lucram" aria-labelledby="proces-title" className={`relative overflow-hidden bg-white ${SECTION_Y}`}>
      <div aria-hidden="true" className="pointer-events-none absolute -right-40 top-10 h-96 w-96 rounded-full bg-brand-100 blur-3xl" />
      <div className={`${CONTAINER} relative`}>
        <SectionHeading
          id="proces-title"
          eyebrow="Cum lucrăm"
          title="Un proces clar, de la primul audit la primul raport"
          description="Fără promisiuni vagi și fără luni pierdute. Știi în fiecare etapă ce facem, de ce o facem și ce rezultat urmărim."
          align="center"
        />
        <div className="relative mt-16">
          <div aria-hidden="true" className="pointer-events-none absolute left-[10%] right-[10%] top-8 hidden h-px bg-gradient-to-r from-brand-600/0 via-brand-600/40 to-accent-500/0 lg:block" />
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-5 lg:gap-5">
          {WORK_PROCESS.map((step, index) => (
            <li key={step.title} className="relative flex flex-col rounded-3xl bg-surface p-6 ring-1 ring-inset ring-brand-900/5 lg:bg-transparent lg:p-0 lg:text-center lg:ring-0">
              <span
                aria-hidden="true"
                className="relative z-10 grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 font-display text-2xl font-extrabold text-white shadow-lg shadow-brand-600/25 lg:mx-auto"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <p className="mt-6 text-xs font-semibold uppercase tracking-[0.14em] text-brand-600">{step.detail}</p>
              <h3 className="mt-2 font-display text-xl font-bold tracking-tight text-ink">
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
