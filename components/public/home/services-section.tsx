import { SiteLink } from "@/components/public/site-link";
import { getPublishedServiceTree } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import type { ServiceSummary } from "@/lib/dto/service";
import { LoadError } from "./load-error";
import { ArrowRight, CONTAINER, SECTION_Y, SectionHeading, ServiceIcon } from "./ui";

const TILE_GRADIENTS = [
  "from-brand-600 to-[#4338ca]",
  "from-[#4338ca] to-brand-500",
  "from-brand-500 to-accent-500",
  "from-accent-500 to-[#db2777]",
  "from-[#7c3aed] to-[#c026d3]",
  "from-brand-900 to-brand-600",
];

/** null when the services could not be read: SPEC 8's message, whose LoadError marks the render failed. */
async function loadServices(): Promise<ServiceSummary[] | null> {
  const services = await readOrFailed("home services", () => getPublishedServiceTree());
  return services === READ_FAILED ? null : services;
}

function ServiceCard({ service, index }: { service: ServiceSummary; index: number }) {
  const subs = service.sub_services.filter((sub) => sub.status === "published");
  return (
    <article className="group service-card">
      <div className={`service-tile ${TILE_GRADIENTS[index % TILE_GRADIENTS.length]}`}>
        <ServiceIcon title={service.title} className="h-7 w-7" />
      </div>
      <h3 className="service-card-title">
        <SiteLink href={`/servicii/${service.slug}`} className="service-card-link">
          {service.title}
        </SiteLink>
      </h3>
      {service.excerpt && <p className="home-card-excerpt-long">{service.excerpt}</p>}
      {subs.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={`Servicii incluse în ${service.title}`}>
          {subs.map((sub) => (
            <li key={sub.id}>
              <SiteLink
                href={`/servicii/${sub.slug}`}
                className="service-chip"
              >
                {sub.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-8">
        <SiteLink
          href={`/servicii/${service.slug}`}
          className="service-link"
        >
          Detalii<span className="sr-only"> despre {service.title}</span>
          <ArrowRight />
        </SiteLink>
      </div>
    </article>
  );
}

/** Main services with their sub-services as links (SPEC 1: "a services list"). */
export async function ServicesSection() {
  const services = await loadServices();
  return (
    <section id="servicii" aria-labelledby="servicii-title" className={`bg-surface ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <SectionHeading
          id="servicii-title"
          eyebrow="Servicii"
          title="Tot de ce are nevoie afacerea ta ca să fie găsită și aleasă online"
          description="Lucrăm pe canalele care aduc clienți: căutări Google, reclame plătite, social media, conținut și un website care transformă vizitele în cereri."
        />
        <div className="mt-14">
          {services === null ? (
            <LoadError message="Nu s-au putut prelua serviciile" />
          ) : services.length === 0 ? (
            <p className="rounded-2xl bg-white px-6 py-10 text-center text-lg text-muted ring-1 ring-inset ring-brand-900/10">Nu există servicii</p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {services.map((service, index) => (
                <li key={service.id}>
                  <ServiceCard service={service} index={index} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
