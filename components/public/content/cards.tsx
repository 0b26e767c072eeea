import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import type { BlogListItem } from "@/lib/server/blog";
import type { CaseStudyListItem } from "@/lib/server/case-studies";
import { formatDate } from "@/lib/dates";

const CARD =
  "group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_1px_2px_rgba(20,18,51,0.05),0_18px_40px_-24px_rgba(20,18,51,0.25)] ring-1 ring-slate-200/80 transition duration-300 hover:-translate-y-1 hover:shadow-[0_2px_4px_rgba(20,18,51,0.06),0_28px_56px_-28px_rgba(76,29,149,0.45)] focus-within:ring-2 focus-within:ring-brand-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0";

export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw";

/** 16:9 cover with a gentle zoom on hover; a branded gradient when there is no picture. */
function Cover({ src, alt, priority, label }: { src: string | null; alt: string; priority?: boolean; label: string }) {
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-brand-100">
      {src ? (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={CARD_IMAGE_SIZES}
          // The first card's picture is the page's LCP on phones: preloaded and fetched before the
          // rest (Next 16's `priority` only preloads, without raising the fetch priority).
          preload={priority}
          fetchPriority={priority ? "high" : undefined}
          className="object-cover transition duration-500 group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
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
  return <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

function ReadMore({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
      {children}
      <svg viewBox="0 0 16 16" className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
        <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
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
        <Heading className="font-display text-xl leading-snug font-bold text-ink">
          <Link href={`/blog/${post.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </Heading>
        <time dateTime={post.created_at} className="mt-2 text-sm text-muted">
          {formatDate(post.created_at)}
        </time>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-muted">{post.excerpt}</p> : null}
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
        <Heading className="font-display text-xl leading-snug font-bold text-ink">
          <Link href={`/studii-de-caz/${item.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {item.title}
          </Link>
        </Heading>
        {item.client ? <p className="mt-2 text-sm font-medium text-brand-700">{item.client}</p> : null}
        {item.excerpt ? <p className="mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-muted">{item.excerpt}</p> : null}
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
        <Heading className="font-display text-xl leading-snug font-bold text-ink">
          <Link href={`/servicii/${service.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {service.title}
          </Link>
        </Heading>
        {service.excerpt ? <p className="mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-muted">{service.excerpt}</p> : null}
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
