import type { Metadata } from "next";
import { redirectToNotFound } from "@/lib/server/not-found-redirect";
import { HeroBreadcrumbs } from "@/components/public/content/breadcrumbs";
import { RelatedCards } from "@/components/public/content/card-grid";
import { CaseStudyCard } from "@/components/public/content/cards";
import { CaseStudyLayout } from "@/components/public/layouts/case-study-layout";
import { JsonLd } from "@/components/public/seo/json-ld";
import { caseStudyJsonLd } from "@/lib/seo/json-ld";
import { notFoundMetadata, pickDescription, pickTitle } from "@/lib/seo/metadata";
import { getSiteConfig } from "@/lib/server/public-data";
import { publicMetadata } from "@/lib/server/public-metadata";
import { MarkRenderFailed, OutageNotice, outageMetadata } from "@/components/public/content/outage";
import { READ_FAILED } from "@/lib/server/public-read";
import { loadCaseStudy, loadOtherCaseStudies } from "./load";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadCaseStudy((await params).slug);
  if (item === READ_FAILED) return outageMetadata();
  if (!item) return notFoundMetadata();
  return publicMetadata({
    title: pickTitle(item.metaTitle, item.title),
    description: pickDescription(item.metaDescription, item.excerpt, item.content),
    path: `/studii-de-caz/${item.slug}`,
    image: "route",
    type: "article",
    article: { publishedTime: item.date ?? item.created_at, modifiedTime: item.updated_at, section: item.industry },
  });
}

// ISR (QUALITY P2): nothing prerendered at build (no database then); rendered on the first visit, then
// cached until a portal write expires the item's tags (lib/server/revalidate.ts).
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params;
  const item = await loadCaseStudy(slug);
  // Only a case study that is not there goes to /404; one that could not be read is an outage (ARCHITECTURE 16).
  if (item === READ_FAILED) return <OutageNotice retryHref={`/studii-de-caz/${slug}`} />;
  if (!item) return redirectToNotFound();
  const others = await loadOtherCaseStudies(item.id);
  const path = `/studii-de-caz/${item.slug}`;
  const { brandName } = await getSiteConfig();

  return (
    <>
      <JsonLd
        data={caseStudyJsonLd({
          siteName: brandName,
          title: item.title,
          description: pickDescription(item.metaDescription, item.excerpt, item.content),
          path,
          image: item.featuredImage,
          datePublished: item.date ?? item.created_at,
          dateModified: item.updated_at,
          client: item.client,
          industry: item.industry,
        })}
      />
      <div className="relative">
        <HeroBreadcrumbs items={[{ name: "Studii de caz", path: "/studii-de-caz" }, { name: item.title, path }]} />
        <CaseStudyLayout
          data={{
            title: item.title,
            featuredImage: item.featuredImage,
            services: item.services,
            industry: item.industry,
            perioada: item.perioada,
            client: item.client,
            date: item.date ?? item.created_at,
            excerpt: item.excerpt,
            content: item.content,
          }}
        />
      </div>

      <RelatedCards
        titleId="other-cases-title"
        eyebrow="Portofoliu"
        title="Alte studii de caz"
        all={{ href: "/studii-de-caz", label: "Toate studiile de caz" }}
        items={others === READ_FAILED ? [] : others}
        renderItem={(other) => <CaseStudyCard item={other} headingLevel={3} />}
      />
      {others === READ_FAILED ? <MarkRenderFailed /> : null}
    </>
  );
}
