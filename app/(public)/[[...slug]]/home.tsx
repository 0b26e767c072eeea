import type { Metadata } from "next";
import { BelowTheFold } from "@/components/public/below-the-fold";
import { BlogSection } from "@/components/public/home/blog-section";
import { CaseStudiesSection } from "@/components/public/home/case-studies-section";
import { CeoSection } from "@/components/public/home/ceo-section";
import { ClientLogos } from "@/components/public/home/client-logos";
import { Hero } from "@/components/public/home/hero";
import { Motto } from "@/components/public/home/motto";
import { PricingTeaser } from "@/components/public/home/pricing-teaser";
import { ServicesSection } from "@/components/public/home/services-section";
import { TeamSection } from "@/components/public/home/team-section";
import { TestimonialsSection } from "@/components/public/home/testimonials-section";
import { WorkProcess } from "@/components/public/home/work-process";
import { HOME_META } from "@/lib/home-content";
import { buildMetadata } from "@/lib/seo/metadata";

// The shared SEO builder (canonical, Open Graph with the site's default card, Twitter); the home title is
// absolute so the root template does not append the site name a second time.
export const homeMetadata: Metadata = {
  ...buildMetadata({ title: HOME_META.title, description: HOME_META.description, path: "/" }),
  title: { absolute: HOME_META.title },
};

/**
 * Home (SPEC 1 and 2.1). Server-rendered; the async sections read the cached public data layer in
 * parallel (sibling server components render concurrently) and the carousels are the only client leaves.
 * Order: promise and proof first (hero, client marks), then what we do and what it achieved, how we
 * work and who does it, what clients say and what we write, then the closing band: the second motto,
 * what it costs to start and the calls to action (the layout's footer follows with its contact band,
 * so this band sells the first step rather than repeating "contact us").
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <BelowTheFold height={280} heightLg={240}>
        <ClientLogos />
      </BelowTheFold>
      <BelowTheFold height={3300} heightLg={1540}>
        <ServicesSection />
      </BelowTheFold>
      <BelowTheFold height={1130} heightLg={1120}>
        <CaseStudiesSection />
      </BelowTheFold>
      <BelowTheFold height={430} heightLg={510}>
        <Motto />
      </BelowTheFold>
      <BelowTheFold height={2020} heightLg={790}>
        <WorkProcess />
      </BelowTheFold>
      <BelowTheFold height={1560} heightLg={920}>
        <CeoSection />
      </BelowTheFold>
      <BelowTheFold height={990} heightLg={1010}>
        <TeamSection />
      </BelowTheFold>
      <BelowTheFold height={990} heightLg={990}>
        <TestimonialsSection />
      </BelowTheFold>
      <BelowTheFold height={1060} heightLg={1070}>
        <BlogSection />
      </BelowTheFold>
      <BelowTheFold height={1740} heightLg={720}>
        <PricingTeaser />
      </BelowTheFold>
    </>
  );
}
