import type { Metadata } from "next";
import { redirectToNotFound } from "@/lib/server/not-found-redirect";
import { cache } from "react";
import { HeroAction, PageHero } from "@/components/public/content/page-hero";
import { hasText, RichHtml } from "@/components/public/content/rich-html";
import type { PageDto } from "@/lib/server/pages";
import { getPublishedPage } from "@/lib/server/public-data";
import { buildMetadata, notFoundMetadata, pickDescription, pickTitle } from "@/lib/seo/metadata";

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A published page from the pages list, or null when missing, malformed or unreadable. */
const loadPage = cache(async (slug: string): Promise<PageDto | null> => {
  if (!SLUG_FORMAT.test(slug) || slug.length > 200) return null;
  try {
    return await getPublishedPage(slug);
  } catch (error) {
    console.error(`[public] page "${slug}" could not be loaded`, error);
    return null;
  }
});

export async function cmsPageMetadata(slug: string): Promise<Metadata> {
  const page = await loadPage(slug);
  if (!page) return notFoundMetadata();
  return buildMetadata({
    title: pickTitle(page.metaTitle, page.name),
    description: pickDescription(page.metaDescription, null, page.upperContent || page.lowerContent),
    path: `/${page.slug}`,
  });
}

/** One route per page of the pages list (fixed routes such as /tarife win automatically). */
export async function CmsPage({ slug }: { slug: string }) {
  const page = await loadPage(slug);
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
