import { SiteLink } from "@/components/public/site-link";

/**
 * The logo mark (the drawing of public/logo-mark.svg): the white letter is the SVG, the gradient tile
 * behind it comes from the stylesheet (.logo-mark). On every page four times (header, phone menu,
 * footer, chat): two elements each instead of seven, and no gradient ids to keep apart.
 */
export function LogoMark({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={`logo-mark ${className}`} aria-hidden="true" focusable="false">
      <path d="M18 44 30 18h4l12 26h-6.5l-2.6-6H27.1l-2.6 6Zm11.3-11.5h6.4L32.5 25Z" fill="#fff" />
    </svg>
  );
}

/**
 * Mark + wordmark linking home; `tone` picks the colours for light (header) or dark (footer) backgrounds.
 * The brand comes from the agency's settings (SiteLogo reads them on the server).
 */
export function Logo({ tone = "dark", brandName, brandTagline }: { tone?: "dark" | "light"; brandName: string; brandTagline: string }) {
  const name = tone === "light" ? "text-white" : "text-ink";
  const tagline = tone === "light" ? "text-slate-400" : "text-muted";
  return (
    <SiteLink
      href="/"
      className="group logo-link"
    >
      <LogoMark className="logo-mark-link" />
      <span className="flex flex-col">
        <span className={`font-display text-[1.15rem] font-extrabold leading-6 tracking-tight ${name}`}>
          {brandName}
          <span className="text-accent-500">.</span>
        </span>{" "}
        <span className={`mt-0.5 text-[0.65rem] font-semibold uppercase leading-3 tracking-[0.2em] ${tagline}`}>{brandTagline}</span>
      </span>
      {/* The name read out starts with the visible words (WCAG 2.5.3 label in name), then says where it goes. */}
      <span className="sr-only"> – pagina principală</span>
    </SiteLink>
  );
}
