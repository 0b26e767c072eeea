import { formatDate } from "@/lib/dates";
import { Chip, ContentHero, MetaLine, dateTime } from "./article-layout";
import { RichContent } from "./rich-content";

/** What the public case-study page (and the portal preview) shows. */
export type CaseStudyLayoutData = {
  title: string;
  featuredImage?: string | null;
  /** A comma-separated string or a list (SPEC 3). */
  services?: string | string[] | null;
  industry?: string | null;
  perioada?: string | null;
  client?: string | null;
  date?: string | Date | null;
  excerpt?: string | null;
  content: string;
};

export function serviceList(services: CaseStudyLayoutData["services"]): string[] {
  const list = Array.isArray(services) ? services : (services ?? "").split(",");
  return list.map((s) => s.trim()).filter(Boolean);
}

/** Public case-study layout (SPEC 2.1): the article hero plus "Industrie:" and the period. */
export function CaseStudyLayout({ data }: { data: CaseStudyLayoutData }) {
  const date = formatDate(data.date ?? null);
  const services = serviceList(data.services);
  const facts = [
    data.industry ? { label: "Industrie:", value: data.industry } : null,
    data.perioada ? { label: "Perioada:", value: data.perioada } : null,
    data.client ? { label: "Client:", value: data.client } : null,
  ].filter((f): f is { label: string; value: string } => Boolean(f));

  return (
    <article className="@container bg-white">
      <ContentHero
        image={data.featuredImage}
        readMoreHref="#continut-studiu"
        eyebrow={
          <>
            <Chip tone="brand">Studiu de caz</Chip>
            {services.map((s) => (
              <Chip key={s}>{s}</Chip>
            ))}
          </>
        }
        title={data.title || "Titlul studiului de caz"}
      >
        <MetaLine items={[date ? <time dateTime={dateTime(data.date)}>{date}</time> : null, services.length ? <span>Servicii: {services.join(", ")}</span> : null]} />
        {facts.length ? (
          <dl className="grid max-w-2xl gap-3 pt-2 @xl:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-white/10 px-4 py-3 ring-1 ring-inset ring-white/20 backdrop-blur-sm">
                <dt className="text-xs font-semibold uppercase tracking-wide text-white/70">{fact.label}</dt>
                <dd className="mt-0.5 font-semibold text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </ContentHero>
      <div id="continut-studiu" className="mx-auto max-w-3xl scroll-mt-24 px-5 py-12 @3xl:px-8 @3xl:py-16">
        {data.excerpt ? <p className="mb-8 border-l-4 border-accent-500 pl-4 text-lg font-medium leading-relaxed text-muted">{data.excerpt}</p> : null}
        <RichContent html={data.content} />
      </div>
    </article>
  );
}
