import Image from "next/image";
import { isRemoteImage } from "@/lib/image-src";
import { SiteLink } from "@/components/public/site-link";
import { CAROUSELS } from "@/lib/constants";
import type { CaseStudyListItem } from "@/lib/dto/case-study";
import { listPublishedCaseStudies } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { Carousel } from "@/components/public/carousel/carousel";
import { ArrowRight, CONTAINER, LinkButton, SECTION_Y, SectionHeading } from "./ui";

/** The carousel only shows when there are case studies; a failed read hides it like an empty list. */
async function loadCaseStudies(): Promise<CaseStudyListItem[] | ReadFailed> {
  const list = await readOrFailed("home case studies", () => listPublishedCaseStudies(1));
  if (list === READ_FAILED) return list;
  return Array.isArray(list.caseStudies) ? list.caseStudies : READ_FAILED;
}

function CaseStudyCard({ study }: { study: CaseStudyListItem }) {
  return (
    <article className="group case-card">
      <div className="case-card-media">
        {study.featuredImage && (
          <Image
            src={study.featuredImage}
            unoptimized={isRemoteImage(study.featuredImage)}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 92vw"
            className="home-card-image"
          />
        )}
      </div>
      <div className="home-card-body">
        <p className="home-card-meta">
          {study.industry && (
            <span className="home-card-industry">
              <span className="sr-only">Industrie: </span>
              {study.industry}
            </span>
          )}
          {study.client && <span className="font-medium text-muted">{study.client}</span>}
        </p>
        <h3 className="home-card-title">
          <SiteLink
            href={`/studii-de-caz/${study.slug}`}
            className="home-card-link"
          >
            {study.title}
          </SiteLink>
        </h3>
        <p className="home-card-excerpt-long">{study.excerpt}</p>
        <p aria-hidden="true" className="home-card-more">
          Citește studiul de caz <ArrowRight />
        </p>
      </div>
    </article>
  );
}

/**
 * SPEC 2.1: shown only when published case studies exist; autoplay 8 s, slide speed 2 s, reversed order,
 * previous/next buttons only when there are more than 3.
 */
export async function CaseStudiesSection() {
  const studies = await loadCaseStudies();
  // Hidden, and the page not kept: it would stay without its case studies until the next write.
  if (studies === READ_FAILED) return <MarkRenderFailed />;
  if (studies.length === 0) return null;
  return (
    <section id="studii-de-caz" aria-labelledby="studii-title" className={`overflow-hidden bg-white ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <SectionHeading
          id="studii-title"
          eyebrow="Studii de caz"
          title="Rezultate pe care clienții noștri le simt în încasări"
          description="Programări, comenzi și cereri de ofertă reale, obținute pentru clinici, magazine online și afaceri locale."
          action={
            <LinkButton href="/studii-de-caz" variant="ghostLight">
              Toate studiile de caz <ArrowRight />
            </LinkButton>
          }
        />
        <Carousel
          className="mt-12"
          label="Studii de caz"
          autoplayMs={CAROUSELS.caseStudies.autoplay}
          speedMs={CAROUSELS.caseStudies.speed}
          reverse
          arrowsAbove={3}
          slideClassName="basis-[88%] sm:basis-1/2 lg:basis-1/3"
          slides={studies.map((study) => ({ key: String(study.id), label: study.title, content: <CaseStudyCard study={study} /> }))}
        />
      </div>
    </section>
  );
}
