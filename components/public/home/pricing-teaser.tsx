import { MOTTOS, PRICING_TEASER } from "@/lib/home-content";
import { ArrowRight, CheckIcon, CONTAINER, Kerned, LinkButton, SECTION_Y } from "./ui";

/**
 * The second motto with the two entry prices of SPEC 9 (simple websites from 800 euro, a monthly
 * budget example of 1000 euro) and the calls to action. The layout's footer already closes every page
 * with a contact band, so this section sells the first step instead of repeating "contact us".
 */
export function PricingTeaser() {
  const [website, campaigns] = PRICING_TEASER.offers;
  return (
    <section id="investitie" aria-labelledby="investitie-title" className={`relative overflow-hidden bg-white ${SECTION_Y}`}>
      <div aria-hidden="true" className="pointer-events-none absolute -left-40 bottom-0 h-96 w-96 rounded-full bg-accent-500/10 blur-3xl" />
      <div className={`${CONTAINER} relative grid gap-14 lg:grid-cols-12 lg:items-center lg:gap-16`}>
        <div className="lg:col-span-5">
          <p className="section-eyebrow">
            <span aria-hidden="true" className="section-eyebrow-rule" />
            {PRICING_TEASER.eyebrow}
          </p>
          <h2 id="investitie-title" className="mt-4 text-balance font-display text-4xl font-extrabold leading-[1.08] tracking-tight text-ink sm:text-5xl">
            <Kerned text={MOTTOS.secondary.title} />
          </h2>
          <p className="mt-6 text-pretty text-lg leading-relaxed text-muted">{MOTTOS.secondary.text}</p>
          <p className="mt-4 text-pretty text-base leading-relaxed text-muted">{PRICING_TEASER.text}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
            <LinkButton href={PRICING_TEASER.primaryCta.href} variant="primary">
              {PRICING_TEASER.primaryCta.label}
              <ArrowRight />
            </LinkButton>
            <LinkButton href={PRICING_TEASER.secondaryCta.href} variant="ghostLight">
              {PRICING_TEASER.secondaryCta.label}
            </LinkButton>
          </div>
        </div>

        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-7">
          <li className="flex flex-col rounded-[2rem] bg-surface p-7 ring-1 ring-inset ring-brand-900/10 sm:p-8 lg:mt-10">
            <Offer offer={website} tone="light" />
          </li>
          <li className="relative isolate flex flex-col overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 p-7 text-white shadow-2xl shadow-brand-900/25 sm:p-8 lg:-mt-10">
            <div aria-hidden="true" className="absolute -right-16 -top-16 -z-10 h-56 w-56 rounded-full bg-accent-500/40 blur-3xl" />
            <Offer offer={campaigns} tone="dark" />
          </li>
        </ul>
      </div>
    </section>
  );
}

function Offer({ offer, tone }: { offer: (typeof PRICING_TEASER.offers)[number]; tone: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <>
      <h3 className={`font-display text-xl font-bold tracking-tight ${dark ? "text-white" : "text-ink"}`}>{offer.name}</h3>
      <p className={`mt-6 text-sm font-medium ${dark ? "text-white/75" : "text-muted"}`}>{offer.lead}</p>
      <p className="mt-1 flex items-baseline gap-1.5 whitespace-nowrap">
        <span className={`font-display text-5xl font-extrabold tracking-tight ${dark ? "text-white" : "text-ink"}`}>{offer.amount}</span>
        <span className={`font-display text-lg font-bold ${dark ? "text-accent-500" : "text-brand-600"}`}>{offer.unit}</span>
      </p>
      <p className={`mt-2 text-sm ${dark ? "text-white/75" : "text-muted"}`}>{offer.note}</p>
      <p className={`mt-6 text-base leading-relaxed ${dark ? "text-white/85" : "text-muted"}`}>{offer.text}</p>
      <ul className="mt-6 space-y-3">
        {offer.features.map((feature) => (
          <li key={feature} className={`flex items-start gap-3 text-sm font-semibold ${dark ? "text-white" : "text-ink"}`}>
            <span className={dark ? "check-dot check-dot-accent" : "check-dot check-dot-brand"}>
              <CheckIcon className="h-3.5 w-3.5" />
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </>
  );
}
