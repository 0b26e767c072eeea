import Image from "next/image";
import { CEO } from "@/lib/home-content";
import { CONTAINER, Kerned, QuoteIcon, SECTION_Y } from "./ui";

/** A word from the founder: portrait, message, quote and a signature. */
export function CeoSection() {
  return (
    <section aria-labelledby="ceo-title" className={`relative overflow-hidden bg-surface ${SECTION_Y}`}>
      <div className={`${CONTAINER} grid items-center gap-14 lg:grid-cols-12 lg:gap-16`}>
        <div className="relative mx-auto w-full max-w-md lg:col-span-5 lg:max-w-none">
          <div aria-hidden="true" className="absolute -inset-4 rotate-3 rounded-[2.5rem] bg-gradient-to-br from-brand-600/25 via-brand-500/10 to-accent-500/30" />
          <div className="relative aspect-[5/6] overflow-hidden rounded-[2rem] shadow-2xl shadow-brand-900/20 ring-1 ring-brand-900/10">
            <Image
              src={CEO.image.src}
              alt={`${CEO.name}, ${CEO.role}`}
              fill
              sizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, (min-width: 480px) 448px, 90vw"
              className="object-cover"
            />
          </div>
          <div className="absolute -bottom-6 right-4 rounded-2xl bg-white px-5 py-4 shadow-xl shadow-brand-900/10 ring-1 ring-brand-900/5 sm:-right-6">
            <p className="font-display text-3xl font-extrabold text-ink">
              <span className="sr-only">peste </span>5<span aria-hidden="true" className="text-accent-600">+</span>
            </p>
            <p className="text-sm font-medium text-muted">ani de experiență</p>
          </div>
        </div>

        <div className="lg:col-span-7">
          <p className="section-eyebrow">
            <span aria-hidden="true" className="section-eyebrow-rule" />
            Mesajul fondatorului
          </p>
          <h2 id="ceo-title" className="mt-4 text-balance font-display text-3xl font-extrabold tracking-tight text-ink sm:text-4xl lg:text-5xl">
            <Kerned text={CEO.heading} />
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            {CEO.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <figure className="relative mt-10 rounded-3xl bg-white p-7 shadow-[0_12px_32px_-12px_rgba(20,18,51,0.15)] ring-1 ring-brand-900/5 sm:p-8">
            <QuoteIcon className="absolute -top-4 left-7 h-9 w-9 text-accent-500" />
            <blockquote className="font-display text-xl font-semibold leading-snug text-ink sm:text-2xl">„{CEO.quote}”</blockquote>
            <figcaption className="mt-6 flex flex-wrap items-end justify-between gap-4">
              <span>
                <span className="block font-semibold text-ink">{CEO.name}</span>
                <span className="block text-sm text-muted">{CEO.role}</span>
              </span>
              <span
                aria-hidden="true"
                className="-rotate-3 bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text font-display text-3xl font-medium italic tracking-tight text-transparent sm:text-4xl"
              >
                {CEO.signature}
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
