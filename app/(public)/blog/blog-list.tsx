import "server-only";
import type { Metadata } from "next";
import { redirectToNotFound } from "@/lib/server/not-found-redirect";
import { CardList } from "@/components/public/content/card-grid";
import { BlogCard } from "@/components/public/content/cards";
import { CategoryFilter, type BlogCategory } from "@/components/public/content/category-filter";
import { PageHero } from "@/components/public/content/page-hero";
import { loadPageTexts } from "@/components/public/content/page-data";
import { pageHref, PaginationLinks } from "@/components/public/content/pagination";
import { hasText, RichHtml } from "@/components/public/content/rich-html";
import { Section } from "@/components/public/content/section";
import type { BlogListItem } from "@/lib/dto/blog";
import { listPublishedPosts } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { feedHref } from "@/lib/blog-feed";

const BLOG_LOAD_ERROR = "Eroare la încărcarea articolelor blog. Reîncercați mai târziu";
const FALLBACK_DESCRIPTION = "Articole practice despre SEO, Google Ads, social media, branding și creare de site-uri, scrise de specialiștii agenției.";

/** The blog list's metadata for a category (or all) and a page; canonical is the public /blog URL. */
export async function blogListMetadata(category: BlogCategory | null, page: number): Promise<Metadata> {
  const { page: texts } = await loadPageTexts("blog");
  const base = pickTitle(texts?.metaTitle, texts?.name, "Blog");
  const title = [category ? `Articole ${category}` : base, page > 1 ? `pagina ${page}` : ""].filter(Boolean).join(" – ");
  const description = category
    ? `Articole despre ${category}: ghiduri practice și lecții din proiectele agenției.`
    : pickDescription(texts?.metaDescription, null, texts?.upperContent, FALLBACK_DESCRIPTION);
  return publicMetadata({ title, description, path: pageHref("/blog", page, { category }), feeds: blogFeeds(category) });
}

/** The blog's RSS feed, and the category's own when the list shows one. */
export function blogFeeds(category: string | null) {
  const all = { url: feedHref(), title: "Articolele blogului (RSS)" };
  return category ? [{ url: feedHref(category), title: `Articole ${category} (RSS)` }, all] : [all];
}

/** One page of the list; `failed` shows SPEC 8's message, whose LoadError marks the render failed (never cached). */
async function loadPosts(page: number, category: BlogCategory | null) {
  const list = await readOrFailed("blog list", () => listPublishedPosts(page, category));
  return list === READ_FAILED ? { blogs: [] as BlogListItem[], totalPages: 0, total: 0, page, failed: true } : { ...list, failed: false };
}

function countLabel(n: number): string {
  if (n === 1) return "1 articol";
  return n % 100 >= 20 || n % 100 === 0 ? `${n} de articole` : `${n} articole`;
}

/**
 * The blog list (SPEC 2.1), rendered by the ISR route that serves /blog and /blog?category=&page= through
 * proxy.ts's rewrite (any other query string is redirected there: lib/list-routes.ts).
 */
export async function BlogList({ category, page }: { category: BlogCategory | null; page: number }) {
  const [{ page: texts, failed: textsFailed }, list] = await Promise.all([loadPageTexts("blog"), loadPosts(page, category)]);
  if (!list.failed && page > 1 && page > list.totalPages) return redirectToNotFound();
  const title = texts?.name || "Blog";

  return (
    <>
      <PageHero
        eyebrow="Resurse gratuite"
        title={title}
        crumbs={[{ name: title, path: "/blog" }, ...(category ? [{ name: category, path: pageHref("/blog", 1, { category }) }] : [])]}
        introHtml={texts?.upperContent}
        intro="Ghiduri practice de marketing online, scrise de specialiștii noștri pentru antreprenori."
        size="md"
      />

      <Section tone="surface" labelledBy="articles-title" className="pt-12! lg:pt-16!">
        <div id="articole" className="scroll-mt-28">
          <CategoryFilter active={category} />
        </div>
        <div className="mt-10 mb-8 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="articles-title" className="font-display text-2xl font-bold text-ink">
            {category ? `Articole din categoria ${category}` : "Toate articolele"}
          </h2>
          {!list.failed && list.total > 0 ? (
            <p className="text-sm text-muted">
              {countLabel(list.total)}
              {list.totalPages > 1 ? ` · pagina ${page} din ${list.totalPages}` : ""}
            </p>
          ) : null}
        </div>
        <CardList
          error={list.failed ? BLOG_LOAD_ERROR : null}
          emptyMessage="Nu există articole disponibile"
          items={list.blogs}
          renderItem={(post, i) => <BlogCard post={post} headingLevel={3} priority={i === 0} />}
        />
        {!list.failed ? <PaginationLinks page={page} totalPages={list.totalPages} basePath="/blog" params={{ category }} label="Paginare articole" /> : null}
      </Section>

      {texts && hasText(texts.lowerContent) && page === 1 && !category ? (
        <Section>
          <RichHtml html={texts.lowerContent} className="mx-auto max-w-3xl" />
        </Section>
      ) : null}
      {/* Built-in texts stand in for the page's own; such a render is not kept (ARCHITECTURE 16). */}
      {textsFailed ? <MarkRenderFailed /> : null}
    </>
  );
}
