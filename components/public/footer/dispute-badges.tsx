import type { SiteConfig } from "@/lib/site-config";

/**
 * The consumer-dispute pictograms required by ANPC Order 449/2022, drawn in HTML/CSS: SAL (alternative
 * dispute resolution, anpc.ro) always, SOL (online dispute resolution) only when a working address is
 * set: the EU's ODR platform it used to name closed on 20 July 2025.
 */
export function DisputeBadges({ disputes }: { disputes: SiteConfig["disputes"] }) {
  const badges = [
    { code: "SAL", line1: "Soluționarea alternativă", line2: "a litigiilor", href: disputes.anpcSal },
    ...(disputes.odr ? [{ code: "SOL", line1: "Soluționarea online", line2: "a litigiilor", href: disputes.odr }] : []),
  ];
  return (
    <ul className="flex flex-wrap gap-3">
      {badges.map((badge) => (
        <li key={badge.code}>
          <a
            href={badge.href}
            target="_blank"
            rel="noopener noreferrer"
            className="dispute-badge"
          >
            {/* The name is the badge's own text (speech-input users say what they see); the spaces keep its words apart. */}
            <span className="dispute-badge-code">
              <span className="text-[0.55rem] font-bold tracking-[0.18em] opacity-90">ANPC</span>{" "}
              <span className="font-display text-base font-extrabold leading-none tracking-wide">{badge.code}</span>
            </span>{" "}
            <span className="dispute-badge-text">
              <span>{badge.line1}</span> <span>{badge.line2}</span>
            </span>
            <span className="sr-only"> (se deschide într-o filă nouă)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
