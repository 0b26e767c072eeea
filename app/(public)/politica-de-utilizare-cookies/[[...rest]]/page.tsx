import type { Metadata } from "next";
import { COOKIE_CATEGORIES, COOKIE_SETTINGS_ID } from "@/components/public/consent/consent-store";
import { CookieSettingsButton } from "@/components/public/consent/cookie-settings";
import { LegalPage, legalMetadata } from "@/components/public/content/legal-page";
import { noPrerenderedParams, rootOnly, type RootOnlyProps } from "@/components/public/content/root-only-route";

const SLUG = "politica-de-utilizare-cookies";

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata(SLUG);
}

export const generateStaticParams = noPrerenderedParams;

export default async function CookiePolicyPage({ params }: RootOnlyProps) {
  await rootOnly(params);
  return (
    <LegalPage
      slug={SLUG}
      extraLabel="Setări cookie-uri"
      extra={
        // Where the footer's "Setări cookie-uri" leads without JavaScript: what the settings are, and how
        // to change them with the browser's own controls; with scripts the button opens them in place.
        <section
          id={COOKIE_SETTINGS_ID}
          aria-labelledby="cookie-choice-title"
          className="relative scroll-mt-28 overflow-hidden rounded-2xl bg-brand-900 p-8 text-white shadow-xl shadow-brand-900/20 sm:p-10"
        >
          <div aria-hidden="true" className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-accent-500/30 blur-3xl" />
          <h2 id="cookie-choice-title" className="relative font-display text-2xl font-bold">
            Setări cookie-uri
          </h2>
          <p className="relative mt-3 max-w-xl leading-relaxed text-white/80">
            Poți schimba oricând alegerea făcută: activează sau dezactivează cookie-urile de analiză și de marketing. Cele strict necesare rămân active.
          </p>
          <dl className="relative mt-6 grid gap-3 sm:grid-cols-3">
            {COOKIE_CATEGORIES.map((category) => (
              <div key={category.key} className="rounded-xl bg-white/10 p-4 ring-1 ring-inset ring-white/15">
                <dt className="font-semibold">{category.title}</dt>
                <dd className="mt-1 text-sm leading-relaxed text-white/80">{category.text}</dd>
              </div>
            ))}
          </dl>
          <CookieSettingsButton className="relative mt-6 inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 text-sm font-semibold text-ink transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Modifică preferințele cookie
          </CookieSettingsButton>
          <h3 className="relative mt-8 font-display text-lg font-bold">Fără JavaScript</h3>
          <p className="relative mt-2 max-w-xl leading-relaxed text-white/80">
            Dacă browserul tău nu rulează JavaScript, site-ul nu încarcă Google Tag Manager și nu plasează cookie-uri de analiză sau de
            marketing: rămân doar cele strict necesare. Le poți vedea, șterge sau bloca din setările de cookie-uri ale browserului:
          </p>
          <ul className="relative mt-3 list-disc space-y-1 pl-5 text-sm leading-relaxed text-white/80">
            <li>Google Chrome: Setări, Confidențialitate și securitate, Cookie-uri;</li>
            <li>Mozilla Firefox: Setări, Confidențialitate și securitate;</li>
            <li>Safari: Preferințe, Confidențialitate;</li>
            <li>Microsoft Edge: Setări, Cookie-uri și permisiuni site.</li>
          </ul>
        </section>
      }
    />
  );
}
