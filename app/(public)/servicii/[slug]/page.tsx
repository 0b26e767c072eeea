import type { Metadata } from "next";
import { redirectToNotFound } from "@/lib/server/not-found-redirect";
import { BelowTheFold } from "@/components/public/below-the-fold";
import { HeroBreadcrumbs, type Crumb } from "@/components/public/content/breadcrumbs";
import { cardGridColumns, ServiceCard } from "@/components/public/content/cards";
import { Section, SectionHeading } from "@/components/public/content/section";
import { ServiceLayout } from "@/components/public/layouts/service-layout";
import { JsonLd } from "@/components/public/seo/json-ld";
import type { Service, ServiceSummary } from "@/lib/dto/service";
import { getPublishedServiceTree } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { MarkRenderFailed, OutageNotice, outageMetadata } from "@/components/public/content/outage";
import { faqPageJsonLd, serviceJsonLd, type JsonLdNode } from "@/lib/seo/json-ld";
import { notFoundMetadata, pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { loadService } from "./load";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await loadService((await params).slug);
  if (service === READ_FAILED) return outageMetadata();
  if (!service) return notFoundMetadata();
  return publicMetadata({
    title: pickTitle(service.metaTitle, service.title),
    description: pickDescription(service.metaDescription, service.excerpt, service.heroText || service.content),
    path: `/servicii/${service.slug}`,
    image: "route",
  });
}

/** The main service above a sub-service (breadcrumb, sibling links); null for a main service, READ_FAILED on failure. */
async function findParent(service: Service): Promise<ServiceSummary | null | ReadFailed> {
  if (service.parent_id === null) return null;
  return readOrFailed("service tree", async () => (await getPublishedServiceTree()).find((s) => s.id === service.parent_id) ?? null);
}

// ISR (QUALITY P2): nothing prerendered at build (no database then); rendered on the first visit, then
// cached until a portal write expires the item's tags (lib/server/revalidate.ts).
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const service = await loadService(slug);
  // Only a service that is not there goes to /404; one that could not be read is an outage (ARCHITECTURE 16).
  if (service === READ_FAILED) return <OutageNotice retryHref={`/servicii/${slug}`} />;
  if (!service) return redirectToNotFound();
  const parentRead = await findParent(service);
  // Without its parent the page still shows the service; the render is marked failed so nobody keeps it.
  const parent = parentRead === READ_FAILED ? null : parentRead;
  const path = `/servicii/${service.slug}`;
  const crumbs: Crumb[] = [...(parent ? [{ name: parent.title, path: `/servicii/${parent.slug}` }] : []), { name: service.title, path }];
  const description = pickDescription(service.metaDescription, service.excerpt, service.content);
  const faq = faqPageJsonLd(service.faqs);
  const siblings = parent ? parent.sub_services.filter((s) => s.id !== service.id) : [];
  const linked = service.sub_services.length ? service.sub_services : siblings;

  return (
    <>
      <JsonLd
        data={[serviceJsonLd({ title: service.title, description, path, image: service.image, parent: parent?.title }), ...(faq ? [faq] : [])] as JsonLdNode[]}
      />
      <div className="relative">
        <HeroBreadcrumbs items={crumbs} width="max-w-6xl" />
        <ServiceLayout
          data={{
            title: service.title,
            heroText: service.heroText,
            heading: service.heading,
            image: service.image,
            content: service.content,
            faqs: service.faqs,
          }}
        />
      </div>

      {linked.length ? (
        <BelowTheFold height={2070} heightLg={800}>
          <Section labelledBy="sub-services-title">
            <SectionHeading
              id="sub-services-title"
              eyebrow={service.sub_services.length ? "Ce include" : (parent?.title ?? "Servicii")}
              title={service.sub_services.length ? `Servicii ${service.title}` : `Alte servicii ${parent?.title ?? ""}`.trim()}
              lead={
                service.sub_services.length
                  ? "Alege exact ce îi trebuie afacerii tale sau combină serviciile într-o strategie completă."
                  : "Serviciile care se completează cel mai bine cu acesta."
              }
            />
            <ul className={`mt-12 grid gap-6 lg:gap-8 ${cardGridColumns(linked.length)}`}>
              {linked.map((sub) => (
                <li key={sub.id}>
                  <ServiceCard service={sub} />
                </li>
              ))}
            </ul>
          </Section>
        </BelowTheFold>
      ) : null}
      {parentRead === READ_FAILED ? <MarkRenderFailed /> : null}
    </>
  );
}
