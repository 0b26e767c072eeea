import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { BelowTheFold } from "@/components/public/below-the-fold";
import { HeroBreadcrumbs } from "@/components/public/content/breadcrumbs";
import { CardGrid } from "@/components/public/content/card-grid";
import { BlogCard } from "@/components/public/content/cards";
import { Section, SectionHeading } from "@/components/public/content/section";
import { ArticleLayout } from "@/components/public/layouts/article-layout";
import { JsonLd } from "@/components/public/seo/json-ld";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata, notFoundMetadata, pickDescription, pickTitle } from "@/lib/seo/metadata";
import { loadPost, loadRelated } from "./load";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  if (!post) return notFoundMetadata();
  return buildMetadata({
    title: pickTitle(post.metaTitle, post.title),
    description: pickDescription(post.metaDescription, post.excerpt, post.content),
    path: `/blog/${post.slug}`,
    image: "route",
    type: "article",
    article: { publishedTime: post.created_at, modifiedTime: post.updated_at, section: post.categories[0], tags: post.categories },
  });
}

// ISR (QUALITY P2): nothing prerendered at build (no database then); rendered on the first visit, then
// cached until a portal write expires the item's tags (lib/server/revalidate.ts).
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export default async function BlogPostPage({ params }: Props) {
  const post = await loadPost((await params).slug);
  if (!post) redirect("/404");
  const related = await loadRelated(post);
  const path = `/blog/${post.slug}`;

  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
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

      {related.length ? (
        <BelowTheFold height={1900} heightLg={880}>
          <Section tone="surface" labelledBy="related-title">
            <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
              <SectionHeading id="related-title" eyebrow="Continuă lectura" title="Articole similare" />
              <Link
                href="/blog"
                className="inline-flex shrink-0 items-center gap-2 self-start rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:self-auto"
              >
                Toate articolele
              </Link>
            </div>
            <CardGrid className="mt-12" items={related} renderItem={(item) => <BlogCard post={item} headingLevel={3} />} />
          </Section>
        </BelowTheFold>
      ) : null}

    </>
  );
}
