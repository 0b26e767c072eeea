import { NumberedSteps } from "@/components/public/content/numbered-steps";
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
        <NumberedSteps
          steps={WORK_PROCESS}
          gridClassName="md:grid-cols-2 lg:grid-cols-5 lg:gap-5"
          cardClassName="bg-surface"
          lineClassName="left-[10%] right-[10%]"
        />
      </div>
    </section>
  );
}
