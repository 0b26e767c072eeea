import type { Metadata } from "next";
import { redirectToNotFound } from "@/lib/server/not-found-redirect";
import { cache } from "react";
import { HeroAction, PageHero } from "@/components/public/content/page-hero";
import { hasText, RichHtml } from "@/components/public/content/rich-html";
import type { PageDto } from "@/lib/dto/page";
import { getPublishedPage } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { OutageNotice, outageMetadata } from "@/components/public/content/outage";
import { notFoundMetadata, pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { isSlug } from "@/lib/slug";

/** A published page from the pages list; null when missing or malformed, READ_FAILED when it could not be read. */
const loadPage = cache(async (slug: string): Promise<PageDto | null | ReadFailed> => {
  if (!isSlug(slug)) return null;
  return readOrFailed("page", () => getPublishedPage(slug));
});

export async function cmsPageMetadata(slug: string): Promise<Metadata> {
  const page = await loadPage(slug);
  if (page === READ_FAILED) return outageMetadata();
  if (!page) return notFoundMetadata();
  return publicMetadata({
    title: pickTitle(page.metaTitle, page.name),
    description: pickDescription(page.metaDescription, null, page.upperContent || page.lowerContent),
    path: `/${page.slug}`,
  });
}

/** One route per page of the pages list (fixed routes such as /tarife win automatically). */
export async function CmsPage({ slug }: { slug: string }) {
  const page = await loadPage(slug);
  // Only a page that is not there goes to /404; one that could not be read is an outage (ARCHITECTURE 16).
  if (page === READ_FAILED) return <OutageNotice retryHref={`/${slug}`} />;
  if (!page) return redirectToNotFound();

  return (
    <>
      <PageHero title={page.name} crumbs={[{ name: page.name, path: `/${page.slug}` }]} introHtml={page.upperContent} size="md">
        <HeroAction href="/contact">Cere o ofertă</HeroAction>
        <HeroAction href="/tarife" variant="secondary">
          Vezi tarifele
        </HeroAction>
      </PageHero>
      {hasText(page.lowerContent) ? (
        <section className="bg-white py-16 lg:py-24">
          <div className="mx-auto max-w-7xl px-5 sm:px-8 lg:px-10">
            <RichHtml html={page.lowerContent} className="mx-auto max-w-3xl" />
          </div>
        </section>
      ) : null}
    </>
  );
}
