import "server-only";
import type { Metadata } from "next";
import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { formatDate } from "@/lib/dates";
import { getPublishedPage } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { PAGE_LOAD_ERROR } from "./page-data";
import { LoadError } from "./states";
import type { PageDto } from "@/lib/dto/page";
import { pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { LEGAL_IDENTITY_ID, LEGAL_IDENTITY_TITLE, LegalIdentity } from "./legal-identity";
import { PageHero } from "./page-hero";
import { hasText, RichHtml } from "./rich-html";
import { withSectionAnchors } from "./section-anchors";

export type LegalSlug = "politica-de-confidentialitate" | "termeni-si-conditii" | "politica-de-utilizare-cookies";

const DEFAULTS: Record<LegalSlug, { title: string; description: string }> = {
  "politica-de-confidentialitate": {
    title: "Politica de confidențialitate",
    description: "Cum colectăm, folosim și protejăm datele tale personale, conform GDPR, și ce drepturi ai.",
  },
  "termeni-si-conditii": {
    title: "Termeni și condiții",
    description: "Condițiile de utilizare a site-ului și a serviciilor agenției.",
  },
  "politica-de-utilizare-cookies": {
    title: "Politica de utilizare cookies",
    description: "Ce cookie-uri folosește site-ul, în ce scop și cum îți poți schimba oricând preferințele.",
  },
};

/** The page, null while it is missing (the short fallback text), READ_FAILED when it could not be read. */
async function loadLegal(slug: LegalSlug): Promise<PageDto | null | ReadFailed> {
  return readOrFailed(`legal page "${slug}"`, () => getPublishedPage(slug));
}

export async function legalMetadata(slug: LegalSlug): Promise<Metadata> {
  const read = await loadLegal(slug);
  const page = read === READ_FAILED ? null : read;
  const fallback = DEFAULTS[slug];
  return publicMetadata({
    title: pickTitle(page?.metaTitle, page?.name, fallback.title),
    description: pickDescription(page?.metaDescription, null, page?.lowerContent, fallback.description),
    path: `/${slug}`,
  });
}

/**
 * A legal page: the page's name and lowerContent from the pages list, with a table of contents of
 * its sections; a short fallback text while the page is missing. `extra` renders under the text
 * (the cookie page puts its "change my choice" control there).
 */
export async function LegalPage({ slug, extra, extraLabel }: { slug: LegalSlug; extra?: ReactNode; extraLabel?: string }) {
  const read = await loadLegal(slug);
  const page = read === READ_FAILED ? null : read;
  const title = page?.name || DEFAULTS[slug].title;
  const sections = page && hasText(page.lowerContent) ? withSectionAnchors(page.lowerContent) : { html: "", toc: [] };
  const html = sections.html;
  const toc = [
    { id: LEGAL_IDENTITY_ID, label: LEGAL_IDENTITY_TITLE },
    ...sections.toc,
    ...(extra && extraLabel ? [{ id: "preferinte", label: extraLabel }] : []),
  ];
  const updated = page ? formatDate(page.updated_at) : "";

  return (
    <>
      <PageHero
        eyebrow="Informații legale"
        title={title}
        crumbs={[{ name: title, path: `/${slug}` }]}
        intro={updated ? <span className="text-base text-white/75">Ultima actualizare: {updated}</span> : undefined}
        size="md"
      />
      <section className="bg-white py-16 lg:py-24">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-10">
          {toc.length > 1 ? (
            <nav aria-label="Cuprins" className="hidden lg:block">
              <div className="sticky top-28 rounded-2xl bg-surface p-6 ring-1 ring-slate-200/80">
                <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">Cuprins</p>
                <ol className="mt-4 space-y-2.5 text-sm">
                  {toc.map((item) => (
                    <li key={item.id}>
                      <a href={`#${item.id}`} className="text-ink/80 underline-offset-4 hover:text-brand-700 hover:underline">
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
          ) : (
            <div className="hidden lg:block" />
          )}
          <div className="max-w-3xl min-w-0">
            <LegalIdentity />
            {read === READ_FAILED ? (
              // SPEC 8's message, not "being updated": the text exists but could not be read (never cached).
              <LoadError message={PAGE_LOAD_ERROR} />
            ) : html ? (
              <RichHtml html={html} className="[&_h2]:scroll-mt-28" />
            ) : (
              <div className="rounded-2xl bg-surface p-8 ring-1 ring-slate-200/80">
                <p className="text-lg leading-relaxed text-ink">Conținutul acestei pagini este în curs de actualizare.</p>
                <p className="mt-3 leading-relaxed text-muted">
                  Pentru orice întrebare legată de acest subiect ne poți scrie oricând prin{" "}
                  <SiteLink href="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
                    pagina de contact
                  </SiteLink>
                  .
                </p>
              </div>
            )}
            {extra ? (
              <div id="preferinte" className="mt-12 scroll-mt-28">
                {extra}
              </div>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
