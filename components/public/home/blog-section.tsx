import Image from "next/image";
import { isRemoteImage } from "@/lib/image-src";
import { SiteLink } from "@/components/public/site-link";
import { CAROUSELS } from "@/lib/constants";
import { formatDate } from "@/lib/dates";
import type { BlogListItem } from "@/lib/dto/blog";
import { listPublishedPosts } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { Carousel } from "@/components/public/carousel/carousel";
import { ArrowRight, CONTAINER, LinkButton, SECTION_Y, SectionHeading } from "./ui";

// SPEC 8: on a failed read the home blog section is hidden and the failure logged (READ_FAILED).
async function loadPosts(): Promise<BlogListItem[] | ReadFailed> {
  const list = await readOrFailed("home blog section", () => listPublishedPosts(1, null));
  if (list === READ_FAILED) return list;
  return Array.isArray(list.blogs) ? list.blogs : [];
}

function PostCard({ post }: { post: BlogListItem }) {
  return (
    <article className="group home-card">
      <div className="card-media">
        {post.featuredImage && (
          <Image
            src={post.featuredImage}
            unoptimized={isRemoteImage(post.featuredImage)}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 48vw, 92vw"
            className="home-card-image"
          />
        )}
      </div>
      <div className="home-card-body">
        <div className="home-card-meta">
          {post.categories.slice(0, 1).map((category) => (
            <span key={category} className="home-card-tag">
              {category}
            </span>
          ))}
          <time dateTime={post.created_at} className="text-muted">
            {formatDate(post.created_at)}
          </time>
        </div>
        <h3 className="home-card-title">
          <SiteLink
            href={`/blog/${post.slug}`}
            className="home-card-link"
          >
            {post.title}
          </SiteLink>
        </h3>
        <p className="home-card-excerpt">{post.excerpt}</p>
        <p aria-hidden="true" className="home-card-more">
          Citește articolul <ArrowRight />
        </p>
      </div>
    </article>
  );
}

/**
 * SPEC 2.1: page 1 of the posts; autoplay 8000 ms with speed 2000 only when there is more than one post,
 * arrows when there are more than 3; the whole section is hidden when there are none.
 */
export async function BlogSection() {
  const posts = await loadPosts();
  // Hidden, and the page not kept: it would stay without its articles until the next write.
  if (posts === READ_FAILED) return <MarkRenderFailed />;
  if (posts.length === 0) return null;
  const autoplay = posts.length > 1;
  return (
    <section id="blog" aria-labelledby="blog-title" className={`overflow-hidden bg-surface ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <SectionHeading
          id="blog-title"
          eyebrow="Blog"
          title="Idei practice de marketing, fără jargon"
          description="Ghiduri, exemple și cifre reale din campaniile noastre, ca să iei decizii mai bune pentru afacerea ta."
          action={
            <LinkButton href="/blog" variant="ghostLight">
              Toate articolele <ArrowRight />
            </LinkButton>
          }
        />
        <Carousel
          className="mt-12"
          label="Articole de blog"
          autoplayMs={autoplay ? CAROUSELS.blog.autoplay : 0}
          speedMs={CAROUSELS.blog.speed}
          arrowsAbove={3}
          slideClassName="basis-[88%] md:basis-1/2 lg:basis-1/3"
          slides={posts.map((post) => ({ key: String(post.id), label: post.title, content: <PostCard post={post} /> }))}
        />
      </div>
    </section>
  );
}
