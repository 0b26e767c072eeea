import type { Metadata } from "next";
import { HeroAction, PageHero } from "@/components/public/content/page-hero";
import { loadPageTexts } from "@/components/public/content/page-data";
import { PageLowerContent } from "@/components/public/content/page-lower-content";
import { Section } from "@/components/public/content/section";
import { EmptyNotice, LoadError } from "@/components/public/content/states";
import { TeamGrid } from "@/components/public/content/team-grid";
import { listPublishedTeam } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import type { TeamMember } from "@/lib/dto/team";
import { pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { noPrerenderedParams, rootOnly, type RootOnlyProps } from "@/components/public/content/root-only-route";

const SLUG = "echipa";
const TEAM_LOAD_ERROR = "Nu s-au putut prelua membrii echipei";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await loadPageTexts(SLUG);
  return publicMetadata({
    title: pickTitle(page?.metaTitle, page?.name, "Echipa"),
    description: pickDescription(
      page?.metaDescription,
      null,
      page?.upperContent,
      "Cunoaște specialiștii agenției: SEO, Google Ads, social media, branding, dezvoltare web și conținut.",
    ),
    path: `/${SLUG}`,
  });
}

/** The team; `failed` shows SPEC 8's message, whose LoadError marks the render failed (never cached). */
async function loadTeam(): Promise<{ members: TeamMember[]; failed: boolean }> {
  const members = await readOrFailed("team", () => listPublishedTeam());
  return members === READ_FAILED ? { members: [], failed: true } : { members, failed: false };
}

export const generateStaticParams = noPrerenderedParams;

export default async function TeamPage({ params }: RootOnlyProps) {
  await rootOnly(params);
  const [pageLoad, { members, failed }] = await Promise.all([loadPageTexts(SLUG), loadTeam()]);
  const { page } = pageLoad;
  const title = page?.name || "Echipa";

  return (
    <>
      <PageHero
        eyebrow="Echipa noastră"
        title={title}
        crumbs={[{ name: title, path: `/${SLUG}` }]}
        introHtml={page?.upperContent}
        intro="Specialiști în SEO, Google Ads, social media, branding, dezvoltare web și conținut, care lucrează împreună pentru rezultatele tale."
        size="md"
      >
        <HeroAction href="/contact">Lucrează cu noi</HeroAction>
      </PageHero>

      <Section tone="surface" labelledBy="team-list-title">
        <h2 id="team-list-title" className="sr-only">
          Membrii echipei
        </h2>
        {failed ? <LoadError message={TEAM_LOAD_ERROR} /> : members.length ? <TeamGrid members={members} /> : <EmptyNotice message="Nu există membri în echipă" />}
      </Section>

      <PageLowerContent load={pageLoad} />
    </>
  );
}
