import { CheckIcon } from "@/components/public/home/ui";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { READ_FAILED } from "@/lib/server/public-read";
import { readQuestions } from "./load-questions";
import { Questionnaire } from "./questionnaire";
import { QUESTIONNAIRE_ANCHOR } from "./questionnaire-form-state";

export { QUESTIONNAIRE_ANCHOR };

const PROMISES = [
  "Durează mai puțin de două minute",
  "Primești o propunere adaptată bugetului tău",
  "Fără obligații: discutăm înainte de orice contract",
] as const;

/** The questionnaire band of /tarife: why to answer on the left, the steps on the right. */
export async function QuestionnaireSection() {
  const read = await readQuestions();
  // SPEC 8: without its questions the questionnaire opens on the contact step; such a page is not kept.
  const questions = read === READ_FAILED ? [] : read;
  return (
    <section id={QUESTIONNAIRE_ANCHOR} aria-labelledby="chestionar-titlu" className="relative scroll-mt-24 overflow-hidden bg-white py-20 lg:py-28">
      <div aria-hidden="true" className="pointer-events-none absolute -left-40 top-20 h-96 w-96 rounded-full bg-brand-100 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 bottom-0 h-80 w-80 rounded-full bg-accent-500/10 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16 lg:px-10">
        <div className="lg:pt-6">
          <p className="section-eyebrow">
            <span aria-hidden="true" className="section-eyebrow-rule" />
            Pachet personalizat
          </p>
          <h2 id="chestionar-titlu" className="mt-4 text-balance font-display text-3xl font-extrabold leading-tight tracking-tight text-ink sm:text-4xl lg:text-5xl">
            Nu știi ce pachet ți se potrivește?
          </h2>
          <p className="mt-5 text-pretty text-lg leading-relaxed text-muted">
            Răspunde la câteva întrebări despre afacerea ta și îți construim un pachet pe măsură, cu serviciile de care ai nevoie cu adevărat.
          </p>
          <ul className="mt-8 space-y-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-3 font-semibold text-ink">
                <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <Questionnaire questions={questions} />
      </div>
      {read === READ_FAILED ? <MarkRenderFailed /> : null}
    </section>
  );
}
