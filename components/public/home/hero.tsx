import { HERO, TRUST_FIGURES } from "@/lib/home-content";
import { HeroPoster } from "./hero-poster";
import { HeroReportCard } from "./hero-report-card";
import { HeroVideo } from "./hero-video";
import { ArrowRight, CONTAINER, Kerned, LinkButton } from "./ui";

/**
 * Full-bleed hero: an abstract looping video (muted, inline, started after the page has loaded;
 * 1280x720 H.264/VP9 with a 640x360 variant for phones) over its still first frame, which is
 * fetched first (./hero-poster.tsx). Visitors who prefer reduced motion get the still only.
 */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <HeroPoster />
        <HeroVideo />
        {/* Legibility: a soft vignette on the left, where the copy sits, and a fade into the page below. */}
        <div className="absolute inset-0 bg-gradient-to-r from-ink/85 via-ink/55 to-ink/10" />
        <div className="absolute inset-x-0 bottom-0 h-48 bg-gradient-to-t from-ink to-transparent" />
      </div>

      <div className={`${CONTAINER} pb-14 pt-20 sm:pt-24 lg:pb-20 lg:pt-32`}>
        <div className="grid items-center gap-12 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-white/90 ring-1 ring-inset ring-white/20 backdrop-blur">
              <span aria-hidden="true" className="relative flex h-2 w-2">
                <span className="absolute inline-flex h-full w-full animate-ping-brief rounded-full bg-accent-500 opacity-75 motion-reduce:hidden" />
                <span className="relative inline-flex h-2 w-2 rounded-full bg-accent-500" />
              </span>
              {HERO.eyebrow}
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-balance font-display text-[2.6rem] font-extrabold leading-[1.05] tracking-tight sm:text-6xl xl:text-7xl"
            >
              {HERO.title.lead}{" "}
              <span className="bg-gradient-to-r from-[#c4b5fd] via-[#f0abfc] to-accent-500 bg-clip-text text-transparent">{HERO.title.highlight}</span>
              <Kerned text={HERO.title.tail} />
            </h1>
            <p className="mt-6 max-w-2xl text-pretty text-lg leading-relaxed text-white/80 sm:text-xl">{HERO.subtitle}</p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
              <LinkButton href={HERO.primaryCta.href} variant="accent">
                {HERO.primaryCta.label}
                <ArrowRight />
              </LinkButton>
              <LinkButton href={HERO.secondaryCta.href} variant="ghostDark">
                {HERO.secondaryCta.label}
              </LinkButton>
            </div>
          </div>
          <div className="hidden lg:col-span-5 lg:block lg:pl-6">
            <HeroReportCard />
          </div>
        </div>

        <dl
          aria-label="Agenția în cifre"
          className="mt-16 grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-white/10 ring-1 ring-inset ring-white/15 backdrop-blur-md lg:mt-24 lg:grid-cols-5"
        >
          {TRUST_FIGURES.map((figure, index) => (
            <div
              key={figure.label}
              className={`flex flex-col-reverse gap-1 bg-ink/40 px-5 py-6 sm:px-6 ${index === TRUST_FIGURES.length - 1 ? "col-span-2 lg:col-span-1" : ""}`}
            >
              <dt className="text-sm leading-snug text-white/75">{figure.label}</dt>
              <dd className="font-display text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
                <span className="sr-only">peste </span>
                {figure.value}
                {figure.unit}
                <span aria-hidden="true" className="text-accent-500">
                  +
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
