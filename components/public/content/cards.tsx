import Image from "next/image";
import { isRemoteImage } from "@/lib/image-src";
import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import type { BlogListItem } from "@/lib/dto/blog";
import type { CaseStudyListItem } from "@/lib/dto/case-study";
import { formatDate } from "@/lib/dates";
import { Icon } from "@/components/public/icons/icon";

const CARD =
  "group card";

export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw";

/** 16:9 cover with a gentle zoom on hover; a branded gradient when there is no picture. */
function Cover({ src, alt, priority, label }: { src: string | null; alt: string; priority?: boolean; label: string }) {
  return (
    <div className="card-media">
      {src ? (
        <Image
          src={src}
          unoptimized={isRemoteImage(src)}
          alt={alt}
          fill
          sizes={CARD_IMAGE_SIZES}
          // The first card's picture is the page's LCP on phones: preloaded and fetched before the
          // rest (Next 16's `priority` only preloads, without raising the fetch priority).
          preload={priority}
          fetchPriority={priority ? "high" : undefined}
          className="card-image"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 flex items-end bg-gradient-to-br from-brand-900 via-brand-600 to-accent-500 p-5">
          <span className="font-display text-lg font-bold text-white/90">{label}</span>
        </div>
      )}
    </div>
  );
}

export function Chip({ children, tone = "violet" }: { children: ReactNode; tone?: "violet" | "coral" | "ink" }) {
  const tones = {
    violet: "bg-brand-100 text-brand-700",
    coral: "bg-accent-500/15 text-[#9a2c22]",
    ink: "bg-ink/5 text-ink",
  } as const;
  return <span className={`badge ${tones[tone]}`}>{children}</span>;
}

function ReadMore({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="card-more">
      {children}
      <Icon name="next" className="card-arrow" />
    </span>
  );
}

/** Article card: image, categories, title (the link), date, excerpt. */
export function BlogCard({ post, priority = false, headingLevel = 2 }: { post: BlogListItem; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={CARD}>
      <Cover src={post.featuredImage} alt="" priority={priority} label={post.categories[0] ?? "Blog"} />
      <div className="flex flex-1 flex-col p-6">
        {post.categories.length ? (
          <ul className="mb-4 flex flex-wrap gap-2" aria-label="Categorii">
            {post.categories.map((c) => (
              <li key={c}>
                <Chip>{c}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className="card-title">
          <SiteLink href={`/blog/${post.slug}`} className="card-link">
            {post.title}
          </SiteLink>
        </Heading>
        <time dateTime={post.created_at} className="mt-2 text-sm text-muted">
          {formatDate(post.created_at)}
        </time>
        {post.excerpt ? <p className="card-excerpt">{post.excerpt}</p> : null}
        <div className="mt-auto">
          <ReadMore>Citește articolul</ReadMore>
        </div>
      </div>
    </article>
  );
}

/** Case-study card: image, industry, title (the link), period, excerpt. */
export function CaseStudyCard({ item, priority = false, headingLevel = 2 }: { item: CaseStudyListItem; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={CARD}>
      <Cover src={item.featuredImage} alt="" priority={priority} label={item.industry || "Studiu de caz"} />
      <div className="flex flex-1 flex-col p-6">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          {item.industry ? <Chip tone="coral">{item.industry}</Chip> : null}
          {item.perioada ? <span className="text-xs font-medium text-muted">{item.perioada}</span> : null}
        </div>
        <Heading className="card-title">
          <SiteLink href={`/studii-de-caz/${item.slug}`} className="card-link">
            {item.title}
          </SiteLink>
        </Heading>
        {item.client ? <p className="mt-2 text-sm font-medium text-brand-700">{item.client}</p> : null}
        {item.excerpt ? <p className="card-excerpt">{item.excerpt}</p> : null}
        <div className="mt-auto">
          <ReadMore>Vezi studiul de caz</ReadMore>
        </div>
      </div>
    </article>
  );
}

/** Service card (sub-services on a service page): image, title (the link), excerpt. */
export function ServiceCard({ service, headingLevel = 3 }: { service: { title: string; slug: string; excerpt: string; image: string | null }; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={CARD}>
      <Cover src={service.image} alt="" label={service.title} />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="card-title">
          <SiteLink href={`/servicii/${service.slug}`} className="card-link">
            {service.title}
          </SiteLink>
        </Heading>
        {service.excerpt ? <p className="card-excerpt">{service.excerpt}</p> : null}
        <div className="mt-auto">
          <ReadMore>Află mai multe</ReadMore>
        </div>
      </div>
    </article>
  );
}

/** Grid columns that leave no lonely card for the common small counts (2 and 4 items). */
export function cardGridColumns(count: number): string {
  if (count === 4) return "sm:grid-cols-2 xl:grid-cols-4";
  if (count === 2) return "sm:grid-cols-2";
  return "sm:grid-cols-2 lg:grid-cols-3";
}
