import type { Metadata } from "next";
import { CookieSettingsButton } from "@/components/public/consent/cookie-settings-button";
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
      extraLabel="Modifică preferințele"
      extra={
        <section aria-labelledby="cookie-choice-title" className="relative overflow-hidden rounded-2xl bg-brand-900 p-8 text-white shadow-xl shadow-brand-900/20 sm:p-10">
          <div aria-hidden="true" className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-accent-500/30 blur-3xl" />
          <h2 id="cookie-choice-title" className="relative font-display text-2xl font-bold">
            Preferințele tale privind cookie-urile
          </h2>
          <p className="relative mt-3 max-w-xl leading-relaxed text-white/80">
            Poți schimba oricând alegerea făcută: activează sau dezactivează cookie-urile de analiză și de marketing. Cele strict necesare rămân active.
          </p>
          <CookieSettingsButton className="relative mt-6 inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 text-sm font-semibold text-ink transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Modifică preferințele cookie
          </CookieSettingsButton>
        </section>
      }
    />
  );
}
