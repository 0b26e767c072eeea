import type { Metadata } from "next";
import { redirectToNotFound } from "@/lib/server/not-found-redirect";
import { HeroBreadcrumbs } from "@/components/public/content/breadcrumbs";
import { RelatedCards } from "@/components/public/content/card-grid";
import { BlogCard } from "@/components/public/content/cards";
import { ArticleLayout } from "@/components/public/layouts/article-layout";
import { JsonLd } from "@/components/public/seo/json-ld";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { notFoundMetadata, pickDescription, pickTitle } from "@/lib/seo/metadata";
import { getSiteConfig } from "@/lib/server/public-data";
import { publicMetadata } from "@/lib/server/public-metadata";
import { MarkRenderFailed, OutageNotice, outageMetadata } from "@/components/public/content/outage";
import { READ_FAILED } from "@/lib/server/public-read";
import { loadPost, loadRelated } from "./load";
import { blogFeeds } from "../blog-list";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  if (post === READ_FAILED) return outageMetadata();
  if (!post) return notFoundMetadata();
  return publicMetadata({
    title: pickTitle(post.metaTitle, post.title),
    description: pickDescription(post.metaDescription, post.excerpt, post.content),
    path: `/blog/${post.slug}`,
    image: "route",
    type: "article",
    article: { publishedTime: post.created_at, modifiedTime: post.updated_at, section: post.categories[0], tags: post.categories },
    feeds: blogFeeds(null),
  });
}

// ISR (QUALITY P2): nothing prerendered at build (no database then); rendered on the first visit, then
// cached until a portal write expires the item's tags (lib/server/revalidate.ts).
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  // Only an article that is not there goes to /404; one that could not be read is an outage (ARCHITECTURE 16).
  if (post === READ_FAILED) return <OutageNotice retryHref={`/blog/${slug}`} />;
  if (!post) return redirectToNotFound();
  const related = await loadRelated(post);
  const path = `/blog/${post.slug}`;
  const { brandName } = await getSiteConfig();

  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          siteName: brandName,
          title: post.title,
          description: pickDescription(post.metaDescription, post.excerpt, post.content),
          path,
          image: post.featuredImage,
          datePublished: post.created_at,
          dateModified: post.updated_at,
          categories: post.categories,
        })}
      />
      <div className="relative">
        <HeroBreadcrumbs items={[{ name: "Blog", path: "/blog" }, { name: post.title, path }]} />
        <ArticleLayout
          data={{
            title: post.title,
            featuredImage: post.featuredImage,
            categories: post.categories,
            date: post.created_at,
            excerpt: post.excerpt,
            content: post.content,
          }}
        />
      </div>

      <RelatedCards
        titleId="related-title"
        eyebrow="Continuă lectura"
        title="Articole similare"
        all={{ href: "/blog", label: "Toate articolele" }}
        items={related === READ_FAILED ? [] : related}
        renderItem={(item) => <BlogCard post={item} headingLevel={3} />}
      />
      {related === READ_FAILED ? <MarkRenderFailed /> : null}
    </>
  );
}
