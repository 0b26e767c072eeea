import type { Metadata } from "next";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { PageHero } from "@/components/public/content/page-hero";
import { PaginationLinks } from "@/components/public/content/pagination";
import { Section } from "@/components/public/content/section";
import { SearchForm } from "@/components/public/search/search-form";
import { SearchResultList } from "@/components/public/search/search-results";
import { SiteLink } from "@/components/public/site-link";
import { cleanSearch, SEARCH_PATH, SEARCH_QUERY } from "@/lib/search";
import { publicMetadata } from "@/lib/server/public-metadata";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import { searchSite } from "@/lib/server/search";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Each answer depends on the query string: rendered per request, never tried at build time (when no
// database is open and the header's menus could not be read).
export const dynamic = "force-dynamic";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pageOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
};

/** Where people usually go when the search finds nothing. */
const MAIN_PAGES = [
  { href: "/", label: "Prima pagină" },
  { href: "/tarife", label: "Tarife" },
  { href: "/studii-de-caz", label: "Studii de caz" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

const resultsLabel = (n: number) => (n === 1 ? "Un rezultat" : n % 100 >= 20 || n % 100 === 0 ? `${n} de rezultate` : `${n} rezultate`);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = cleanSearch(first((await searchParams)[SEARCH_QUERY]));
  return publicMetadata({
    title: q ? `Căutare: ${q}` : "Căutare pe site",
    description: "Căutați în serviciile, articolele, studiile de caz și paginile agenției.",
    path: SEARCH_PATH,
    noIndex: true,
  });
}

/** /cautare?q=: the site search, rendered for each query (never cached, never indexed). */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = cleanSearch(first(params[SEARCH_QUERY]));
  const page = pageOf(first(params.page));
  const results = q ? await readOrFailed("site search", () => searchSite(q, page)) : null;
  const failed = results === READ_FAILED;
  const found = results && !failed ? results : null;

  return (
    <>
      <PageHero title="Căutare pe site" crumbs={[{ name: "Căutare", path: SEARCH_PATH }]} size="md">
        <div className="mt-8">
          <SearchForm id="cautare-pagina" variant="page" defaultValue={q} />
        </div>
      </PageHero>
      <Section tone="surface" labelledBy="rezultate-titlu" className="pt-10! lg:pt-14!">
        <div className="mx-auto max-w-3xl">
          <h2 id="rezultate-titlu" className="mb-6 text-sm font-medium text-muted" aria-live="polite">
            {!q
              ? "Scrieți ce căutați: un serviciu, un subiect, un oraș."
              : failed
                ? "Căutarea nu a putut fi făcută acum. Reîncercați în câteva momente."
                : found && found.total > 0
                  ? `${resultsLabel(found.total)} pentru „${q}”${found.totalPages > 1 ? ` · pagina ${page} din ${found.totalPages}` : ""}`
                  : `Nu am găsit nimic pentru „${q}”.`}
          </h2>
          {found && found.hits.length > 0 ? (
            <>
              <SearchResultList hits={found.hits} />
              <PaginationLinks page={page} totalPages={found.totalPages} basePath={SEARCH_PATH} params={{ [SEARCH_QUERY]: q }} label="Paginile rezultatelor" />
            </>
          ) : (
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="text-ink">{q ? "Încercați alte cuvinte sau mai puține, ori mergeți direct la:" : "Sau mergeți direct la:"}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {MAIN_PAGES.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className="inline-flex rounded-full bg-brand-100/60 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Section>
      {failed ? <MarkRenderFailed /> : null}
    </>
  );
}
