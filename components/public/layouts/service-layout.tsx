import { Chip, ReadMoreCue } from "./article-layout";
import { HeroImage } from "./hero-image";
import { RichContent } from "./rich-content";
import { Icon } from "@/components/public/icons/icon";

/** The fixed texts of every service page (SPEC 2.2: fixed hero slogan and FAQ heading). */
export const SERVICE_SLOGAN = "Strategii digitale care aduc clienți, nu doar click-uri";
export const SERVICE_FAQ_HEADING = "Întrebări frecvente";

export type ServiceFaq = { question: string; answer: string };

/** What the public service page (and the portal preview) shows. */
export type ServiceLayoutData = {
  title: string;
  heroText?: string | null;
  heading?: string | null;
  image?: string | null;
  content: string;
  faqs?: ServiceFaq[];
};

/** Public service layout: hero with the slogan and hero text, the content, then an FAQ accordion. */
export function ServiceLayout({ data }: { data: ServiceLayoutData }) {
  const faqs = (data.faqs ?? []).filter((f) => f.question?.trim());
  return (
    <div className="@container bg-white">
      <section className="relative isolate overflow-hidden bg-brand-900 text-white" aria-labelledby="serviciu-titlu">
        {data.image ? (
          <HeroImage src={data.image} />
        ) : (
          <div aria-hidden="true" className="absolute inset-0 -z-20 bg-[radial-gradient(circle_at_15%_25%,#7c3aed_0,transparent_55%),radial-gradient(circle_at_85%_75%,#f97366_0,transparent_45%)] opacity-70" />
        )}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/75 to-ink/50" />
        <div className="mx-auto flex min-h-[30rem] max-w-6xl flex-col px-5 pb-8 pt-24 @3xl:min-h-[38rem] @3xl:px-8 @3xl:pt-32">
          <div className="mt-auto max-w-3xl">
            <h1 id="serviciu-titlu">
              <Chip>{data.title || "Serviciu"}</Chip>
            </h1>
            <p className="mt-5 font-['Plus_Jakarta_Sans_Variable',sans-serif] text-3xl font-extrabold leading-tight tracking-tight text-balance @xl:text-4xl @3xl:text-[3.25rem]">
              {SERVICE_SLOGAN}
            </p>
            {data.heroText ? <p className="mt-5 max-w-2xl text-base leading-relaxed text-white/85 @xl:text-lg">{data.heroText}</p> : null}
          </div>
          <ReadMoreCue href="#continut-serviciu" />
        </div>
      </section>

      <section id="continut-serviciu" className="mx-auto max-w-3xl scroll-mt-24 px-5 py-12 @3xl:px-8 @3xl:py-16">
        {data.heading ? (
          <h2 className="mb-6 font-['Plus_Jakarta_Sans_Variable',sans-serif] text-2xl font-extrabold leading-tight tracking-tight text-brand-900 @xl:text-3xl">{data.heading}</h2>
        ) : null}
        <RichContent html={data.content} />
      </section>

      {faqs.length ? (
        <section className="bg-surface" aria-labelledby="serviciu-faq">
          <div className="mx-auto max-w-3xl px-5 py-12 @3xl:px-8 @3xl:py-16">
            <h2 id="serviciu-faq" className="font-['Plus_Jakarta_Sans_Variable',sans-serif] text-2xl font-extrabold tracking-tight text-brand-900 @xl:text-3xl">
              {SERVICE_FAQ_HEADING}
            </h2>
            <div className="mt-6 space-y-3">
              {faqs.map((faq, index) => (
                // One open at a time: details elements sharing a name form an exclusive accordion.
                <details key={index} name="intrebari-frecvente" open={index === 0} className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-500/40">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question}</span>
                    <span aria-hidden="true" className="grid h-8 w-8 flex-none place-items-center rounded-full bg-brand-100 text-brand-700 transition-transform group-open:rotate-45">
                      <Icon name="plus" className="h-4 w-4" />
                    </span>
                  </summary>
                  <RichContent html={faq.answer} className="px-5 pb-5 text-[0.98rem]" />
                </details>
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
