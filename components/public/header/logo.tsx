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
  return (
    <SiteLink
      href="/"
      className="group logo-link"
    >
      <LogoMark className="logo-mark-link" />
      <span className="flex flex-col">
        <span className={tone === "light" ? "logo-name-light" : "logo-name"}>
          {brandName}
          <span className="text-accent-500">.</span>
        </span>{" "}
        <span className={tone === "light" ? "logo-tagline-light" : "logo-tagline"}>{brandTagline}</span>
      </span>
      {/* The name read out starts with the visible words (WCAG 2.5.3 label in name), then says where it goes. */}
      <span className="sr-only"> – pagina principală</span>
    </SiteLink>
  );
}
