import { Icon } from "@/components/public/icons/icon";

/** The 15 services named in the Tarife page's strip (SPEC 2.1); marketing copy, not database content. */
export const STRIP_SERVICES = [
  "Optimizare SEO",
  "Google Ads",
  "Facebook și Instagram Ads",
  "TikTok Ads",
  "Social Media Management",
  "Creare site-uri de prezentare",
  "Magazine online",
  "Mentenanță website",
  "Branding",
  "Identitate vizuală",
  "Content marketing",
  "Copywriting",
  "E-mail marketing",
  "Plan strategic de marketing online",
  "Audit de marketing",
] as const;

function NameList({ copy }: { copy?: boolean }) {
  return (
    <ul className={`service-strip-list ${copy ? "service-strip-copy" : ""}`} aria-hidden={copy ? "true" : undefined}>
      {STRIP_SERVICES.map((name) => (
        <li key={name} className="strip-item">
          <span className="px-6 sm:px-8">{name}</span>
          <span aria-hidden="true" className="strip-diamond" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A continuous band of the services the prices cover, pure CSS (no client JavaScript). It pauses on
 * hover, on focus and with its toggle, and stands still for visitors who prefer reduced motion.
 */
export function ServiceStrip() {
  return (
    <section aria-labelledby="servicii-banda-titlu" className="service-strip relative bg-ink py-6">
      <h2 id="servicii-banda-titlu" className="sr-only">
        Serviciile pentru care oferim pachete
      </h2>
      <div className="service-strip-viewport">
        <div className="service-strip-track">
          <NameList />
          <NameList copy />
        </div>
      </div>
      {/* Over the strip's faded right edge, so the band keeps a single line. */}
      <label className="service-strip-toggle-label absolute right-3 top-1/2 -translate-y-1/2 cursor-pointer sm:right-5">
        <input type="checkbox" className="service-strip-toggle peer sr-only" />
        <span className="sr-only">Oprește animația serviciilor</span>
        <span
          aria-hidden="true"
          title="Oprește animația"
          className="grid h-8 w-8 place-items-center rounded-full bg-ink text-white/80 ring-1 ring-inset ring-white/25 transition-colors hover:text-white peer-checked:bg-white peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500"
        >
          <Icon name="pause" className="h-3 w-3" />
        </span>
      </label>
    </section>
  );
}
