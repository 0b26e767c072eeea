import { SiteLink } from "@/components/public/site-link";
import { Icon } from "@/components/public/icons/icon";

/**
 * The logo mark (the drawing of public/logo-mark.svg): the white letter is the SVG, the gradient tile
 * behind it comes from the stylesheet (.logo-mark). On every page four times (header, phone menu,
 * footer, chat): two elements each instead of seven, and no gradient ids to keep apart.
 */
export function LogoMark({ className = "h-10 w-10" }: { className?: string }) {
  return <Icon name="logo" className={`logo-mark ${className}`} />;
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
