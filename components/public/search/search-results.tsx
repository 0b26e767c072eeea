import { SiteLink } from "@/components/public/site-link";
import type { SearchHit, SearchPart } from "@/lib/dto/search";
import { SEARCH_KIND_LABELS } from "@/lib/search";

/** Text with the words found in <mark>: React text, never HTML. */
function Marked({ parts }: { parts: SearchPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded bg-accent-500/20 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The results of one page of the search: type, title (a link), address and a snippet. */
export function SearchResultList({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="relative px-5 py-5 transition-colors hover:bg-brand-100/30 sm:px-6">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{SEARCH_KIND_LABELS[hit.kind]}</p>
          <h2 className="mt-1 font-display text-lg font-bold text-ink">
            <SiteLink href={hit.path} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600">
              <Marked parts={hit.title} />
            </SiteLink>
          </h2>
          <p className="mt-0.5 break-all text-xs text-muted">{hit.path}</p>
          {hit.snippet.length ? (
            <p className="mt-2 text-sm leading-relaxed text-ink/80">
              <Marked parts={hit.snippet} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
