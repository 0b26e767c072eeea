import type { Metadata } from "next";
import type { ReactNode } from "react";
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
import { SiteJsonLd } from "@/components/public/seo/json-ld";
import { HOME_META } from "@/lib/home-content";
import { getSiteConfig } from "@/lib/server/public-data";
import { publicMetadata } from "@/lib/server/public-metadata";

// The shared SEO builder (canonical, Open Graph with the site's default card, Twitter); the home title is
// absolute so the root template does not append the site name a second time.
export async function homeMetadata(): Promise<Metadata> {
  return { ...(await publicMetadata({ title: HOME_META.title, description: HOME_META.description, path: "/" })), title: { absolute: HOME_META.title } };
}

/**
 * Home (SPEC 1 and 2.1). Server-rendered; the async sections read the cached public data layer in
 * parallel (sibling server components render concurrently) and the carousels are the only client leaves.
 * Order: promise and proof first (hero, client marks), then what we do and what it achieved, how we
 * work and who does it, what clients say and what we write, then the closing band: the second motto,
 * what it costs to start and the calls to action (the layout's footer follows with its contact band,
 * so this band sells the first step rather than repeating "contact us").
 */
// The sections after the hero, with their usual heights in px at 390 and 1280 px (see BelowTheFold).
const LOWER_SECTIONS: Array<[name: string, Section: () => ReactNode, height: number, heightLg: number]> = [
  ["clienti", ClientLogos, 280, 240],
  ["servicii", ServicesSection, 3300, 1540],
  ["studii-de-caz", CaseStudiesSection, 1130, 1120],
  ["motto", Motto, 430, 510],
  ["proces", WorkProcess, 2020, 790],
  ["ceo", CeoSection, 1560, 920],
  ["echipa", TeamSection, 990, 1010],
  ["testimoniale", TestimonialsSection, 990, 990],
  ["blog", BlogSection, 1060, 1070],
  ["investitie", PricingTeaser, 1740, 720],
];

/**
 * The agency (ProfessionalService) and the WebSite, on the home page only: Google reads both there and
 * needs them on no other page; the pages that name the agency point at it by its @id.
 */
async function HomeJsonLd() {
  return <SiteJsonLd config={await getSiteConfig()} />;
}

export function HomePage() {
  return (
    <>
      <HomeJsonLd />
      <Hero />
      {LOWER_SECTIONS.map(([name, Section, height, heightLg]) => (
        <BelowTheFold key={name} height={height} heightLg={heightLg}>
          <Section />
        </BelowTheFold>
      ))}
    </>
  );
}
