import Image from "next/image";
import { isRemoteImage } from "@/lib/image-src";
import type { TeamMember } from "@/lib/dto/team";
import { Chip } from "./cards";

/** Team cards: photo, name, title, keyword chip and the description (sanitized rich HTML). */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {members.map((m, i) => (
        <li key={m.id} className="team-item">
          <article className="group team-card">
            <div className="team-photo">
              {m.image ? (
                <Image
                  src={m.image}
                  unoptimized={isRemoteImage(m.image)}
                  alt={`${m.name}, ${m.title}`}
                  fill
                  loading={i < 4 ? "eager" : "lazy"}
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw"
                  className="team-photo-image"
                />
              ) : null}
              <div aria-hidden="true" className="team-photo-fade" />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="team-name">{m.name}</h3>
              <p className="team-role">{m.title}</p>
              {m.keyword ? (
                <p className="mt-3">
                  <Chip tone="coral">{m.keyword}</Chip>
                </p>
              ) : null}
              {m.description ? (
                <div
                  className="team-bio"
                  dangerouslySetInnerHTML={{ __html: m.description }}
                />
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
