import type { ReactNode } from "react";
import { formatDate } from "@/lib/dates";
import { HeroImage } from "./hero-image";
import { RichContent } from "./rich-content";
import { Icon } from "@/components/public/icons/icon";

/** What the public article page (and the portal preview) shows of a blog post. */
export type ArticleLayoutData = {
  title: string;
  featuredImage?: string | null;
  categories?: string[];
  /** created_at or the publication date; shown in the Romanian locale. */
  date?: string | Date | null;
  services?: string[];
  excerpt?: string | null;
  content: string;
};

export function Chip({ children, tone = "light" }: { children: ReactNode; tone?: "light" | "brand" }) {
  const tones = {
    light: "bg-white/15 text-white ring-white/30",
    brand: "bg-accent-500 text-white ring-accent-500",
  };
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset backdrop-blur-sm ${tones[tone]}`}>{children}</span>;
}

/** The "read more" cue under the hero: a link to the content with a bouncing arrow. */
export function ReadMoreCue({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="group mx-auto mt-10 inline-flex flex-col items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white/90 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      Citește mai mult
      <span className="grid h-10 w-10 place-items-center rounded-full ring-1 ring-white/40 transition-colors group-hover:bg-white/10">
        <Icon name="arrow-down" className="h-5 w-5 motion-safe:animate-bounce-brief" />
      </span>
    </a>
  );
}

type HeroProps = {
  image?: string | null;
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  readMoreHref: string;
};

/** Full-bleed hero: the featured image under a dark overlay, chips, title, meta and the read-more cue. */
export function ContentHero({ image, eyebrow, title, children, readMoreHref }: HeroProps) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      {image ? (
        <HeroImage src={image} />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 -z-20 bg-[radial-gradient(circle_at_20%_20%,#7c3aed_0,transparent_55%),radial-gradient(circle_at_80%_70%,#f97366_0,transparent_45%)] opacity-70" />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/75 via-ink/65 to-ink/90" />
      <div className="mx-auto flex min-h-[28rem] max-w-5xl flex-col px-5 pb-8 pt-24 @3xl:min-h-[36rem] @3xl:px-8 @3xl:pt-32">
        <div className="mt-auto">
          {eyebrow ? <div className="flex flex-wrap gap-2">{eyebrow}</div> : null}
          <h1 className="mt-5 max-w-4xl font-['Plus_Jakarta_Sans_Variable',sans-serif] text-3xl font-extrabold leading-tight tracking-tight text-balance @xl:text-4xl @3xl:text-5xl">
            {title}
          </h1>
          {children ? <div className="mt-5 space-y-3 text-sm text-white/85 @xl:text-base">{children}</div> : null}
        </div>
        <ReadMoreCue href={readMoreHref} />
      </div>
    </header>
  );
}

export function MetaLine({ items }: { items: Array<ReactNode | null | undefined | false> }) {
  const shown = items.filter(Boolean);
  if (!shown.length) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {shown.map((item, index) => (
        <span key={index} className="inline-flex items-center gap-3">
          {index > 0 ? <span aria-hidden="true" className="h-1 w-1 rounded-full bg-white/50" /> : null}
          {item}
        </span>
      ))}
    </p>
  );
}

export function dateTime(value: string | Date | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Public article layout (SPEC 2.1): hero with categories, title, date and services, then the content. */
export function ArticleLayout({ data }: { data: ArticleLayoutData }) {
  const date = formatDate(data.date ?? null);
  const categories = (data.categories ?? []).filter(Boolean);
  const services = (data.services ?? []).filter(Boolean);
  return (
    <article className="@container bg-white">
      <ContentHero
        image={data.featuredImage}
        readMoreHref="#continut-articol"
        eyebrow={categories.length ? categories.map((c) => <Chip key={c}>{c}</Chip>) : <Chip>Blog</Chip>}
        title={data.title || "Titlul articolului"}
      >
        <MetaLine
          items={[
            date ? <time dateTime={dateTime(data.date)}>{date}</time> : null,
            services.length ? <span>Servicii: {services.join(", ")}</span> : null,
          ]}
        />
      </ContentHero>
      <div id="continut-articol" className="mx-auto max-w-3xl scroll-mt-24 px-5 py-12 @3xl:px-8 @3xl:py-16">
        {data.excerpt ? <p className="mb-8 border-l-4 border-accent-500 pl-4 text-lg font-medium leading-relaxed text-muted">{data.excerpt}</p> : null}
        <RichContent html={data.content} />
      </div>
    </article>
  );
}
