import { siteConfig } from "@/lib/site-config";

/**
 * The consumer-dispute pictograms required by ANPC Order 449/2022: SAL (alternative dispute
 * resolution, anpc.ro) and SOL (the EU's online dispute resolution platform), drawn in HTML/CSS.
 */
export function DisputeBadges() {
  const badges = [
    { code: "SAL", line1: "Soluționarea alternativă", line2: "a litigiilor", href: siteConfig.disputes.anpcSal, more: "" },
    { code: "SOL", line1: "Soluționarea online", line2: "a litigiilor", href: siteConfig.disputes.odr, more: " (platforma ODR a Uniunii Europene)" },
  ];
  return (
    <ul className="flex flex-wrap gap-3">
      {badges.map((badge) => (
        <li key={badge.code}>
          <a
            href={badge.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-[3.25rem] w-[13.25rem] items-stretch overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-[#1b3a8c]/30 transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 motion-reduce:transition-none"
          >
            {/* The name is the badge's own text (speech-input users say what they see); the spaces keep its words apart. */}
            <span className="flex w-[3.75rem] shrink-0 flex-col items-center justify-center bg-[#1b3a8c] text-white">
              <span className="text-[0.55rem] font-bold tracking-[0.18em] opacity-90">ANPC</span>{" "}
              <span className="font-display text-base font-extrabold leading-none tracking-wide">{badge.code}</span>
            </span>{" "}
            <span className="flex flex-col justify-center border-l-4 border-[#f2b705] px-2.5 text-[0.6rem] font-bold uppercase leading-[1.25] tracking-wide text-[#1b3a8c]">
              <span>{badge.line1}</span> <span>{badge.line2}</span>
            </span>
            <span className="sr-only">{`${badge.more} (se deschide într-o filă nouă)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
