import { NumberedSteps } from "@/components/public/content/numbered-steps";
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
        <NumberedSteps steps={PRICING_STEPS} gridClassName="sm:grid-cols-2 lg:grid-cols-4" cardClassName="bg-white" lineClassName="left-[12%] right-[12%]" />
      </div>
    </section>
  );
}
