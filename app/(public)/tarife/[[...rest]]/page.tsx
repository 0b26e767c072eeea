import type { Metadata } from "next";
import { BelowTheFold } from "@/components/public/below-the-fold";
import { HeroAction, PageHero } from "@/components/public/content/page-hero";
import { loadPageTexts, PAGE_LOAD_ERROR } from "@/components/public/content/page-data";
import { hasText, RichHtml } from "@/components/public/content/rich-html";
import { LoadError } from "@/components/public/content/states";
import { CONTAINER } from "@/components/public/home/ui";
import { loadPlans } from "@/components/public/pricing/load-plans";
import { categoryLabelsByPlan, groupPlans } from "@/components/public/pricing/plan-groups";
import { PricingHeroAside } from "@/components/public/pricing/pricing-hero-aside";
import { PricingProcess } from "@/components/public/pricing/pricing-process";
import { PLANS_ANCHOR, PlansSection } from "@/components/public/pricing/plans-section";
import { SelectedPlanBar } from "@/components/public/pricing/selected-plan-bar";
import { ServiceStrip } from "@/components/public/pricing/service-strip";
import { QUESTIONNAIRE_ANCHOR, QuestionnaireSection } from "@/components/public/questionnaire/questionnaire-section";
import { buildMetadata, pickDescription, pickTitle } from "@/lib/seo/metadata";
import { noPrerenderedParams, rootOnly, type RootOnlyProps } from "@/components/public/content/root-only-route";

const SLUG = "tarife";
const FALLBACK_DESCRIPTION =
  "Prețuri transparente pentru SEO, Google Ads, social media, branding și site-uri. Site-uri simple de la 800 €, pachete complete și ofertă personalizată.";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await loadPageTexts(SLUG);
  return buildMetadata({
    title: pickTitle(page?.metaTitle, page?.name, "Tarife"),
    description: pickDescription(page?.metaDescription, null, page?.upperContent, FALLBACK_DESCRIPTION),
    path: `/${SLUG}`,
  });
}

/**
 * Pricing (SPEC 2.1): hero with the two anchors, the strip of services, the four-step process, the
 * plans by category with their filter, the complete packages, the page's own text (lowerContent),
 * the custom-package questionnaire and, once a plan is chosen, the PLANUL SELECTAT bar. Texts come
 * from the pages list (slug "tarife") with built-in fallbacks; plans and questions from the cached
 * public readers, expired by the portal's writes.
 */
export const generateStaticParams = noPrerenderedParams;

export default async function PricingPage({ params }: RootOnlyProps) {
  await rootOnly(params);
  const [{ page, failed }, plans] = await Promise.all([loadPageTexts(SLUG), loadPlans()]);
  const title = page?.name || "Tarife";
  const groups = plans ? groupPlans(plans) : null;

  return (
    <>
      <PageHero
        eyebrow="Prețuri transparente"
        title={title}
        crumbs={[{ name: title, path: `/${SLUG}` }]}
        introHtml={page?.upperContent}
        intro="Prețuri clare, fără costuri ascunse. Alege un pachet pentru un singur serviciu, un pachet complet sau spune-ne de ce ai nevoie și îți construim noi oferta."
        aside={<PricingHeroAside />}
      >
        <HeroAction href={`#${PLANS_ANCHOR}`}>Vezi tarifele</HeroAction>
        <HeroAction href={`#${QUESTIONNAIRE_ANCHOR}`} variant="secondary">
          Cere un pachet personalizat
        </HeroAction>
      </PageHero>

      <ServiceStrip />
      <BelowTheFold height={1540} heightLg={710}>
        <PricingProcess />
      </BelowTheFold>
      <BelowTheFold height={7390} heightLg={3260}>
        <PlansSection groups={groups} />
      </BelowTheFold>

      {failed ? (
        <section aria-label="Detalii despre prețuri" className="bg-white py-16 lg:py-20">
          <div className={CONTAINER}>
            <LoadError message={PAGE_LOAD_ERROR} />
          </div>
        </section>
      ) : page && hasText(page.lowerContent) ? (
        <section aria-label="Detalii despre prețuri" className="border-t border-brand-900/5 bg-white py-16 lg:py-24">
          <div className={CONTAINER}>
            <RichHtml html={page.lowerContent} className="mx-auto max-w-3xl" />
          </div>
        </section>
      ) : null}

      <BelowTheFold height={1460} heightLg={830}>
        <QuestionnaireSection />
      </BelowTheFold>
      {groups ? <SelectedPlanBar categoryOf={categoryLabelsByPlan(groups)} /> : null}
    </>
  );
}
