import { MOTTOS } from "@/lib/home-content";
import { CONTAINER, Kerned } from "./ui";

/** A bold statement band between sections. */
export function Motto() {
  const { title, text } = MOTTOS.primary;
  return (
    <section aria-labelledby="motto-title" className="relative isolate overflow-hidden bg-brand-900 py-20 text-white lg:py-28">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -left-32 top-1/2 h-[28rem] w-[28rem] -translate-y-1/2 rounded-full bg-brand-600/50 blur-3xl" />
        <div className="absolute -right-20 -top-20 h-80 w-80 rounded-full bg-accent-500/30 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.09)_1px,transparent_0)] [background-size:28px_28px]" />
      </div>
      <div className={`${CONTAINER} text-center`}>
        <h2 id="motto-title" className="mx-auto max-w-5xl text-balance font-display text-4xl font-extrabold leading-[1.08] tracking-tight sm:text-5xl lg:text-7xl">
          {title.split(". ").map((part, index, parts) => (
            <span key={part} className={index === parts.length - 1 ? "block bg-gradient-to-r from-[#c4b5fd] via-[#f0abfc] to-accent-500 bg-clip-text text-transparent" : "block"}>
              <Kerned text={index < parts.length - 1 ? `${part}.` : part} />
            </span>
          ))}
        </h2>
        <p className="mx-auto mt-8 max-w-2xl text-pretty text-lg leading-relaxed text-white/75 sm:text-xl">{text}</p>
      </div>
    </section>
  );
}
