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
import { pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { notFound } from "next/navigation";
import { noPrerenderedParams } from "@/components/public/content/root-only-route";
import { SelectedPackageProvider, type SelectedPackage } from "@/components/public/contact/selected-package-store";
import { PricingContact } from "@/components/public/pricing/pricing-contact";
import type { PricingPlan } from "@/components/public/pricing/plan-groups";
import { redirectBriefly } from "@/lib/server/not-found-redirect";

const SLUG = "tarife";
const FALLBACK_DESCRIPTION =
  "Prețuri transparente pentru SEO, Google Ads, social media, branding și site-uri. Site-uri simple de la 800 €, pachete complete și ofertă personalizată.";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await loadPageTexts(SLUG);
  return publicMetadata({
    title: pickTitle(page?.metaTitle, page?.name, "Tarife"),
    description: pickDescription(page?.metaDescription, null, page?.upperContent, FALLBACK_DESCRIPTION),
    path: `/${SLUG}`,
  });
}

/**
 * Pricing (SPEC 2.1): hero with the two anchors, the strip of services, the four-step process, the
 * plans by category with their filter, the complete packages, the page's own text (lowerContent),
 * the custom-package questionnaire, once a plan is chosen the PLANUL SELECTAT bar, and the contact
 * form, which carries the chosen plan (from the address, ?pachet={uuid}, or a click). Texts come
 * from the pages list (slug "tarife") with built-in fallbacks; plans and questions from the cached
 * public readers, expired by the portal's writes.
 */
export const generateStaticParams = noPrerenderedParams;

type Props = { params: Promise<{ rest?: string[] }> };

/** /tarife (no plan) or /tarife/pachet/{uuid}, where the proxy serves /tarife?pachet={uuid} (lib/public-routes.ts). */
async function chosenPlanId(params: Props["params"]): Promise<string | null> {
  const { rest } = await params;
  if (!rest) return null;
  if (rest.length === 2 && rest[0] === "pachet") return rest[1];
  notFound();
}

/** The plan the address names; a plan since unpublished or deleted sends the visitor to the plans. */
async function chosenPlan(id: string | null, plans: PricingPlan[] | null): Promise<SelectedPackage | null> {
  if (!id || !plans) return null;
  const plan = plans.find((p) => p.uuid === id);
  return plan ? { id: plan.uuid, name: plan.name } : redirectBriefly(`/${SLUG}#${PLANS_ANCHOR}`);
}

export default async function PricingPage({ params }: Props) {
  const [id, { page, failed }, plans] = await Promise.all([chosenPlanId(params), loadPageTexts(SLUG), loadPlans()]);
  const chosen = await chosenPlan(id, plans);
  const title = page?.name || "Tarife";
  const groups = plans ? groupPlans(plans) : null;

  return (
    <SelectedPackageProvider initial={chosen}>
      <div>
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
        {/* Last in the content: it sticks to the screen's bottom, then rests right above the contact form. */}
        {groups ? <SelectedPlanBar categoryOf={categoryLabelsByPlan(groups)} /> : null}
      </div>
      <PricingContact />
    </SelectedPackageProvider>
  );
}
