import Image from "next/image";
import { SiteLink } from "@/components/public/site-link";
import type { Metadata } from "next";
import { FiguresGrid } from "@/components/public/content/figures";
import { HeroAction, PageHero } from "@/components/public/content/page-hero";
import { loadPageTexts, PAGE_LOAD_ERROR } from "@/components/public/content/page-data";
import { hasText, RichHtml } from "@/components/public/content/rich-html";
import { Section, SectionHeading } from "@/components/public/content/section";
import { LoadError } from "@/components/public/content/states";
import { listPublishedTeam } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { MarkRenderFailed } from "@/components/public/content/outage";
import type { TeamMember } from "@/lib/dto/team";
import { pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { noPrerenderedParams, rootOnly, type RootOnlyProps } from "@/components/public/content/root-only-route";

const SLUG = "despre-noi";
const FALLBACK_DESCRIPTION =
  "Agenție de marketing online cu peste 15 specialiști și peste 150 de clienți: SEO, Google Ads, branding, social media și site-uri care aduc clienți.";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await loadPageTexts(SLUG);
  return publicMetadata({
    title: pickTitle(page?.metaTitle, page?.name, "Despre noi"),
    description: pickDescription(page?.metaDescription, null, page?.upperContent, FALLBACK_DESCRIPTION),
    path: `/${SLUG}`,
  });
}

const VALUES = [
  {
    title: "Rezultate măsurabile",
    text: "Fiecare colaborare pornește de la obiective clare: lead-uri, vânzări, programări. Raportăm cifre, nu impresii.",
    icon: "M4 19h16M7 15l3-4 3 2 4-6",
  },
  {
    title: "Transparență totală",
    text: "Conturile de publicitate, site-ul și datele rămân ale tale. Vezi oricând ce facem și cât costă.",
    icon: "M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Zm9.5 2.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  },
  {
    title: "Specialiști pe fiecare canal",
    text: "SEO, Google Ads, social media, design, dezvoltare web și conținut, coordonați de un consultant dedicat.",
    icon: "M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm10 8.5v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 3.65a3.5 3.5 0 0 1 0 6.7",
  },
  {
    title: "Parteneriate pe termen lung",
    text: "Mulți dintre clienții noștri sunt alături de noi de ani buni. Creștem odată cu afacerea ta.",
    icon: "M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.9c0 5.6-7.5 10.2-7.5 10.2Z",
  },
] as const;

const STEPS = [
  { title: "Consultanță", text: "Analizăm afacerea, concurența și oportunitățile cele mai rapide." },
  { title: "Strategie", text: "Stabilim canalele, bugetele și indicatorii de succes." },
  { title: "Implementare", text: "Specialiștii noștri pun planul în practică, pas cu pas." },
  { title: "Rezultate finale", text: "Măsurăm, raportăm lunar și optimizăm continuu." },
] as const;

/** Four members for the teaser; READ_FAILED when the team could not be read (the teaser is then left out). */
async function loadTeamTeaser(): Promise<TeamMember[] | ReadFailed> {
  const team = await readOrFailed("team teaser", () => listPublishedTeam());
  return team === READ_FAILED ? team : team.slice(0, 4);
}

export const generateStaticParams = noPrerenderedParams;

export default async function AboutPage({ params }: RootOnlyProps) {
  await rootOnly(params);
  const [{ page, failed }, teamRead] = await Promise.all([loadPageTexts(SLUG), loadTeamTeaser()]);
  const team = teamRead === READ_FAILED ? [] : teamRead;
  const title = page?.name || "Despre noi";

  return (
    <>
      <PageHero
        eyebrow="Agenția noastră"
        title={title}
        crumbs={[{ name: title, path: `/${SLUG}` }]}
        introHtml={page?.upperContent}
        intro="Suntem o echipă de specialiști în marketing online care ajută firmele mici și mijlocii să fie găsite, alese și recomandate."
        aside={<FiguresGrid tone="dark" compact />}
      >
        <HeroAction href="/contact">Programează o discuție</HeroAction>
        <HeroAction href="/echipa" variant="secondary">
          Cunoaște echipa
        </HeroAction>
      </PageHero>

      <Section>
        {failed ? (
          <LoadError message={PAGE_LOAD_ERROR} />
        ) : (
          <div className="grid gap-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-20">
            <div>
              {page && hasText(page.lowerContent) ? (
                <RichHtml html={page.lowerContent} />
              ) : (
                <SectionHeading
                  eyebrow="Povestea noastră"
                  title="O agenție construită în jurul rezultatelor"
                  lead="Marketingul trebuie să aducă profit, nu doar rapoarte frumoase. De aceea fiecare colaborare începe cu obiective măsurabile și continuă, lună de lună, cu cifre pe care le poți verifica."
                />
              )}
            </div>
            <aside aria-label="Misiunea noastră" className="lg:pt-2">
              <div className="sticky top-28 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-8 text-white shadow-xl shadow-brand-700/25">
                <p className="text-sm font-semibold tracking-[0.14em] text-white/80 uppercase">Misiunea noastră</p>
                <p className="mt-4 font-display text-2xl leading-snug font-bold">
                  Să transformăm vizitele în clienți pentru afacerile românești care vor să crească.
                </p>
                <p className="mt-5 text-white/80">
                  Lucrăm cu antreprenori, magazine online și clinici medicale, cu aceeași grijă pentru fiecare leu investit.
                </p>
                <SiteLink
                  href="/studii-de-caz"
                  className="mt-7 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 transition-colors hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  Vezi rezultatele noastre
                </SiteLink>
              </div>
            </aside>
          </div>
        )}
      </Section>

      <Section tone="surface" labelledBy="values-title">
        <SectionHeading
          id="values-title"
          eyebrow="Principii"
          title="Valorile după care lucrăm"
          lead="Principiile după care lucrăm în fiecare proiect, indiferent de buget sau de domeniu."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => (
            <li key={v.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200/80 transition-shadow hover:shadow-lg">
              <span aria-hidden="true" className="icon-tile">
                <svg viewBox="0 0 24 24" className="h-6 w-6">
                  <path d={v.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h3 className="mt-6 font-display text-lg font-bold text-ink">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="figures-title">
        <SectionHeading id="figures-title" eyebrow="În cifre" title="Cifrele care ne definesc" align="center" />
        <div className="mt-14">
          <FiguresGrid />
        </div>
      </Section>

      <Section tone="dark" labelledBy="process-title" className="relative overflow-hidden">
        <SectionHeading
          id="process-title"
          eyebrow="Procesul nostru"
          title="De la prima discuție la rezultate măsurabile"
          lead="Patru pași clari, de la prima discuție până la rezultatele pe care le poți măsura."
          tone="dark"
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="relative rounded-2xl bg-white/[0.06] p-7 ring-1 ring-white/10">
              {/* Large text: 3:1 is enough; white/45 gives about 4:1 on the card (white/15 was 1.6:1). */}
              <span aria-hidden="true" className="font-display text-5xl font-extrabold text-white/45">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 font-display text-xl font-bold text-white">{s.title}</h3>
              <p className="mt-2 leading-relaxed text-white/75">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {team.length ? (
        <Section labelledBy="team-title">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <SectionHeading
              id="team-title"
              eyebrow="Echipa"
              title="Oamenii din spatele rezultatelor"
              lead="Fiecare client are un consultant dedicat, care coordonează specialiștii implicați în proiect."
            />
            <SiteLink
              href="/echipa"
              className="inline-flex shrink-0 items-center gap-2 self-start rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:self-auto"
            >
              Cunoaște toată echipa
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4">
                <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </SiteLink>
          </div>
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {team.map((m) => (
              <li key={m.id} className="group">
                <div className="relative aspect-square overflow-hidden rounded-2xl bg-brand-100">
                  {m.image ? (
                    <Image
                      src={m.image}
                      alt={`${m.name}, ${m.title}`}
                      fill
                      sizes="(min-width: 1280px) 290px, (min-width: 1024px) 23vw, 46vw"
                      className="card-image"
                    />
                  ) : null}
                </div>
                <p className="mt-4 font-display font-bold text-ink">{m.name}</p>
                <p className="text-sm text-muted">{m.title}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {/* A page without its team teaser is not kept (ARCHITECTURE 16). */}
      {teamRead === READ_FAILED ? <MarkRenderFailed /> : null}
    </>
  );
}
