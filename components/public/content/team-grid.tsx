import Image from "next/image";
import { isRemoteImage } from "@/lib/image-src";
import type { TeamMember } from "@/lib/dto/team";
import { Chip } from "./cards";

/** Team cards: photo, name, title, keyword chip and the description (sanitized rich HTML). */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {members.map((m, i) => (
        <li key={m.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)] xl:w-[calc(25%-1.125rem)]">
          <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_1px_2px_rgba(20,18,51,0.05),0_18px_40px_-24px_rgba(20,18,51,0.25)] ring-1 ring-slate-200/80">
            <div className="relative aspect-square overflow-hidden bg-brand-100">
              {m.image ? (
                <Image
                  src={m.image}
                  unoptimized={isRemoteImage(m.image)}
                  alt={`${m.name}, ${m.title}`}
                  fill
                  loading={i < 4 ? "eager" : "lazy"}
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw"
                  className="object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              ) : null}
              <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-brand-900/50 to-transparent" />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="font-display text-xl font-bold text-ink">{m.name}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{m.title}</p>
              {m.keyword ? (
                <p className="mt-3">
                  <Chip tone="coral">{m.keyword}</Chip>
                </p>
              ) : null}
              {m.description ? (
                <div
                  className="mt-4 space-y-3 text-[0.95rem] leading-relaxed text-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:text-ink"
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
