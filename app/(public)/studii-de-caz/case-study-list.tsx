import type { Metadata } from "next";
import { redirectToNotFound } from "@/lib/server/not-found-redirect";
import { CardList } from "@/components/public/content/card-grid";
import { CaseStudyCard } from "@/components/public/content/cards";
import { FiguresGrid } from "@/components/public/content/figures";
import { PageHero } from "@/components/public/content/page-hero";
import { loadPageTexts } from "@/components/public/content/page-data";
import { pageHref, PaginationLinks } from "@/components/public/content/pagination";
import { hasText, RichHtml } from "@/components/public/content/rich-html";
import { Section } from "@/components/public/content/section";
import type { CaseStudyListItem } from "@/lib/dto/case-study";
import { listPublishedCaseStudies } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";

const SLUG = "studii-de-caz";
const LOAD_ERROR = "Eroare la încărcarea studiilor de caz. Reîncercați mai târziu";
const FORMAT_ERROR = "Formatul răspunsului este invalid";

/** Title, description and canonical of one page of the list (page 1 is /studii-de-caz itself). */
export async function caseStudyListMetadata(page: number): Promise<Metadata> {
  const { page: texts } = await loadPageTexts(SLUG);
  const base = pickTitle(texts?.metaTitle, texts?.name, "Studii de caz");
  return publicMetadata({
    title: page > 1 ? `${base} – pagina ${page}` : base,
    description: pickDescription(
      texts?.metaDescription,
      null,
      texts?.upperContent,
      "Proiecte de marketing online pentru clinici medicale, magazine online și companii locale, cu rezultatele obținute.",
    ),
    path: pageHref(`/${SLUG}`, page),
  });
}

type Loaded = { caseStudies: CaseStudyListItem[]; totalPages: number; error: string | null };

/** One page of the list; an error shows SPEC 8's message, whose LoadError marks the render failed (never cached). */
async function loadCaseStudies(page: number): Promise<Loaded> {
  const result = await readOrFailed("case-study list", () => listPublishedCaseStudies(page));
  if (result === READ_FAILED) return { caseStudies: [], totalPages: 0, error: LOAD_ERROR };
  if (!Array.isArray(result.caseStudies)) return { caseStudies: [], totalPages: 0, error: FORMAT_ERROR };
  return { caseStudies: result.caseStudies, totalPages: result.totalPages, error: null };
}

/**
 * One page of the published case studies, with the page texts from the pages list. Rendered by the
 * cached route proxy.ts rewrites /studii-de-caz?page=… to (lib/list-routes.ts).
 */
export async function CaseStudyList({ page }: { page: number }) {
  const [{ page: texts, failed: textsFailed }, list] = await Promise.all([loadPageTexts(SLUG), loadCaseStudies(page)]);
  if (!list.error && page > 1 && page > list.totalPages) return redirectToNotFound();
  const title = texts?.name || "Studii de caz";

  return (
    <>
      <PageHero
        eyebrow="Portofoliu"
        title={title}
        crumbs={[{ name: title, path: `/${SLUG}` }]}
        introHtml={texts?.upperContent}
        intro="Rezultate reale obținute pentru clienții noștri, cu punctul de plecare, deciziile luate și cifrele măsurate."
        size="md"
      />

      <Section tone="surface" labelledBy="case-studies-title">
        <h2 id="case-studies-title" className="sr-only">
          Toate studiile de caz
        </h2>
        <CardList
          error={list.error}
          emptyMessage="Nu există studii de caz disponibile"
          items={list.caseStudies}
          renderItem={(item, i) => <CaseStudyCard item={item} headingLevel={3} priority={i === 0} />}
        />
        {!list.error ? <PaginationLinks page={page} totalPages={list.totalPages} basePath={`/${SLUG}`} label="Paginare studii de caz" /> : null}
      </Section>

      <Section labelledBy="results-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
          <div className="lg:pt-8">
            {texts && hasText(texts.lowerContent) ? (
              <RichHtml html={texts.lowerContent} />
            ) : (
              <p className="text-lg leading-relaxed text-muted">
                Fiecare afacere are provocarea ei. Nu folosim rețete universale, ci strategii construite pe date.
              </p>
            )}
          </div>
          <div className="rounded-3xl bg-surface p-6 ring-1 ring-slate-200/80 sm:p-10">
            <p className="text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">În cifre</p>
            <h2 id="results-title" className="mt-2 mb-8 font-display text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
              Rezultatele noastre, pe scurt
            </h2>
            <FiguresGrid compact />
          </div>
        </div>
      </Section>
      {/* Built-in texts stand in for the page's own; such a render is not kept (ARCHITECTURE 16). */}
      {textsFailed ? <MarkRenderFailed /> : null}
    </>
  );
}
