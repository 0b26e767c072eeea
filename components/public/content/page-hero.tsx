import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

type Props = {
  title: string;
  eyebrow?: string;
  /** Sanitized rich HTML (a page's upperContent). */
  introHtml?: string | null;
  intro?: ReactNode;
  crumbs?: Crumb[];
  /** Calls to action under the intro. */
  children?: ReactNode;
  /** Optional right-hand column on large screens (figures, an illustration). */
  aside?: ReactNode;
  size?: "lg" | "md";
};

/**
 * The dark gradient band that opens every content page: breadcrumbs, an eyebrow, the page's only
 * <h1>, the intro (upperContent where the page has a hero) and optional actions.
 */
export function PageHero({ title, eyebrow, introHtml, intro, crumbs, children, aside, size = "lg" }: Props) {
  const hasIntroHtml = Boolean(introHtml && introHtml.replace(/<[^>]*>/g, "").trim());
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <HeroBackdrop />
      <div
        className={`relative mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:px-10 ${size === "lg" ? "pt-14 pb-20 sm:pt-20 lg:pt-24 lg:pb-28" : "pt-12 pb-16 sm:pt-16 lg:pt-20 lg:pb-20"} ${aside ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-end" : ""}`}
      >
        <div className="max-w-3xl">
          {crumbs?.length ? <Breadcrumbs items={crumbs} tone="dark" className="mb-8" /> : null}
          {eyebrow ? (
            <p className="page-hero-eyebrow">
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent-500" />
              {eyebrow}
            </p>
          ) : null}
          <h1 className="page-hero-title">{title}</h1>
          {hasIntroHtml ? (
            <div
              className="page-hero-intro-html"
              dangerouslySetInnerHTML={{ __html: introHtml as string }}
            />
          ) : intro ? (
            <div className="page-hero-intro">{intro}</div>
          ) : null}
          {children ? <div className="mt-9 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div className="relative">{aside}</div> : null}
      </div>
    </section>
  );
}

/**
 * Soft indigo -> violet -> coral light behind the hero, plus a faint grid; purely decorative. Three
 * elements (.hero-backdrop in styles/components.css: the first light and the grid are its
 * pseudo-elements), on every content page and in the 404 view every page's payload carries.
 */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="hero-backdrop">
      <div className="hero-backdrop-coral" />
      <div className="hero-backdrop-violet" />
    </div>
  );
}

/** Pill links for hero actions: primary (coral) and secondary (glass). */
export function HeroAction({ href, children, variant = "primary" }: { href: string; children: ReactNode; variant?: "primary" | "secondary" }) {
  return (
    <SiteLink
      href={href}
      className={variant === "primary" ? "hero-action" : "hero-action-secondary"}
    >
      {children}
    </SiteLink>
  );
}
