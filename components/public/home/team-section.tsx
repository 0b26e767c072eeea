import Image from "next/image";
import { isRemoteImage } from "@/lib/image-src";
import { CAROUSELS } from "@/lib/constants";
import { listPublishedTeam } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import type { TeamMember } from "@/lib/dto/team";
import { Carousel } from "@/components/public/carousel/carousel";
import { LoadError } from "./load-error";
import { ArrowRight, CONTAINER, LinkButton, SECTION_Y, SectionHeading } from "./ui";

/** null when the team could not be read: SPEC 8's message, whose LoadError marks the render failed. */
async function loadTeam(): Promise<TeamMember[] | null> {
  const team = await readOrFailed("home team", () => listPublishedTeam());
  return team === READ_FAILED ? null : team;
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="group h-full">
      <div className="team-slide-photo">
        {member.image && (
          <Image
            src={member.image}
            unoptimized={isRemoteImage(member.image)}
            alt={`${member.name}, ${member.title}`}
            fill
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 46vw"
            className="home-card-image"
          />
        )}
      </div>
      {member.keyword && <p className="team-slide-keyword">{member.keyword}</p>}
      <h3 className={member.keyword ? "team-slide-name" : "team-slide-name mt-4"}>{member.name}</h3>
      <p className="team-slide-role">{member.title}</p>
    </article>
  );
}

/** SPEC 2.1: team slider, 3000 ms autoplay, speed 1500, arrows when there are more than 2 members. */
export async function TeamSection() {
  const team = await loadTeam();
  return (
    <section id="echipa" aria-labelledby="echipa-title" className={`overflow-hidden bg-white ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <SectionHeading
          id="echipa-title"
          eyebrow="Echipa"
          title="Oamenii care lucrează la creșterea ta"
          description="Peste 15 specialiști în SEO, Google Ads, social media, design și dezvoltare web. Vorbești direct cu cei care îți gestionează proiectul."
          action={
            <LinkButton href="/echipa" variant="ghostLight">
              Cunoaște echipa <ArrowRight />
            </LinkButton>
          }
        />
        <div className="mt-12">
          {team === null ? (
            <LoadError message="Nu s-au putut prelua membrii echipei" />
          ) : team.length === 0 ? (
            <p className="rounded-2xl bg-surface px-6 py-10 text-center text-lg text-muted">Nu există membri în echipă</p>
          ) : (
            <Carousel
              label="Echipa"
              autoplayMs={CAROUSELS.team.autoplay}
              speedMs={CAROUSELS.team.speed}
              arrowsAbove={2}
              slideClassName="basis-[70%] min-[480px]:basis-1/2 sm:basis-1/3 lg:basis-1/4"
              slides={team.map((member) => ({ key: String(member.id), label: member.name, content: <MemberCard member={member} /> }))}
            />
          )}
        </div>
      </div>
    </section>
  );
}
