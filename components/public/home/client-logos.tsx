import Image from "next/image";
import { CLIENT_LOGOS } from "@/lib/home-content";
import { CONTAINER } from "./ui";
import { Icon } from "@/components/public/icons/icon";

// The marquee's rules live in styles/client-logos.css (main stylesheet: no extra render-blocking request).

function LogoList({ copy }: { copy?: boolean }) {
  return (
    <ul className={`marquee-list ${copy ? "marquee-copy" : ""}`} aria-hidden={copy ? "true" : undefined}>
      {CLIENT_LOGOS.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <Image
            src={logo.src}
            alt={copy ? "" : logo.name}
            width={logo.width}
            height={logo.height}
            unoptimized
            className="client-logo"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "They chose to grow with us": a continuous marquee of client marks, pure CSS (no client JavaScript).
 * It pauses on hover and keyboard focus, has a pause toggle (WCAG 2.2.2), and becomes a static grid for
 * visitors who prefer reduced motion.
 */
export function ClientLogos() {
  return (
    <section aria-labelledby="clienti-title" className={`marquee border-b border-brand-900/5 bg-white py-14 lg:py-16`}>
      <div className={`${CONTAINER} flex flex-col items-center justify-between gap-4 sm:flex-row`}>
        <h2 id="clienti-title" className="text-center text-sm font-semibold uppercase tracking-[0.16em] text-muted sm:text-left">
          Peste 150 de companii au ales să crească alături de noi
        </h2>
        <label className={`marquee-toggle-label group inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-muted hover:text-brand-700`}>
          <input type="checkbox" className="marquee-toggle peer sr-only" />
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-full ring-1 ring-inset ring-brand-900/15 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          >
            <Icon name="pause" className="h-3.5 w-3.5" />
          </span>
          Oprește animația logo-urilor
        </label>
      </div>
      <div className="marquee-viewport mt-10">
        <div className="marquee-track">
          <LogoList />
          <LogoList copy />
        </div>
      </div>
    </section>
  );
}
