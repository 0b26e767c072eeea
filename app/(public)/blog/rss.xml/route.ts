import { Feed } from "feed";
import { NextResponse, type NextRequest } from "next/server";
import { FEED_CATEGORY_QUERY, feedCategory, feedHref } from "@/lib/blog-feed";
import { MISSING_PAGE_TTL_SECONDS } from "@/lib/public-routes";
import { absoluteUrl, SITE_DESCRIPTION, siteUrl } from "@/lib/seo/site";
import { getSiteConfig, listFeedPosts } from "@/lib/server/public-data";
import { CONTENT_PATH } from "@/lib/public-paths";

// Rendered per request from the tagged data cache (a portal write expires it, like the blog's pages);
// a proxy keeps it a minute, like a page.
export const dynamic = "force-dynamic";

const NO_CATEGORY = "Categoria cerută nu există. Fluxul tuturor articolelor: /blog/rss.xml";

export async function GET(request: NextRequest) {
  const slug = request.nextUrl.searchParams.get(FEED_CATEGORY_QUERY);
  const category = slug === null ? null : feedCategory(slug);
  if (category === undefined) {
    return new NextResponse(NO_CATEGORY, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": `s-maxage=${MISSING_PAGE_TTL_SECONDS}` } });
  }
  const [posts, { brandName }] = await Promise.all([listFeedPosts(category), getSiteConfig()]);
  const feed = new Feed({
    title: category ? `${brandName}: ${category}` : `${brandName}: Blog`,
    description: category ? `Articole despre ${category}.` : SITE_DESCRIPTION,
    id: absoluteUrl("/blog"),
    link: absoluteUrl(category ? `/blog?category=${encodeURIComponent(category).replace(/%20/g, "+")}` : "/blog"),
    language: "ro",
    copyright: `© ${brandName}`,
    updated: posts[0] ? new Date(posts[0].updated_at) : undefined,
    feedLinks: { rss: absoluteUrl(feedHref(category)) },
    generator: siteUrl(),
  });
  for (const post of posts) {
    const link = absoluteUrl(CONTENT_PATH.blog(post.slug));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.created_at),
      description: post.excerpt,
      category: post.categories.map((name) => ({ name })),
      ...(post.featuredImage ? { image: absoluteUrl(post.featuredImage) } : {}),
    });
  }
  return new NextResponse(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, s-maxage=60, stale-while-revalidate=86400" },
  });
}
