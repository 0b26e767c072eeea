import type { ReactNode } from "react";
import { ConsentDefaults } from "@/components/public/consent/consent-defaults";
import { ConsentManager } from "@/components/public/consent/consent-manager";
import { FOOTER_ID, SiteFooter } from "@/components/public/footer/site-footer";
import { SiteHeader } from "@/components/public/header/site-header";
import { HydrationMark } from "@/components/public/hydration-mark";
import { PublicWidgets } from "@/components/public/widgets/public-widgets";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { PreviewBar } from "@/components/public/preview-bar";
import { getSiteConfig, siteConfigFailed } from "@/lib/server/public-data";

/**
 * The public site's shell: Consent Mode defaults first (before any tag can load), a skip link, the
 * sticky header, <main id="continut">, the footer, the floating widgets and the cookie banner, which
 * is also what loads Google Tag Manager after consent. None of it exists under the portal. Used by
 * the public root layout and by the 404 page (app/global-not-found.tsx), which renders outside it.
 */
export async function PublicShell({ children }: { children: ReactNode }) {
  const [siteConfig, failed] = await Promise.all([getSiteConfig(), siteConfigFailed()]);
  return (
    <>
      {/* React puts it in <head>. The first paint waits until the parser has read the footer, the page's
          end: a public page comes from the page cache in one piece (the home page: 26 KB compressed), so this
          costs the parse of the rest, and spares the browser a style and layout pass over half a page
          that it redoes for the whole page a moment later (Lighthouse, phone: the tasks after the first
          paint shorter, total blocking time lower). Browsers without rel=expect paint as before. */}
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      <ConsentDefaults />
      <a
        href="#continut"
        className="skip-link"
      >
        Sari la conținut
      </a>
      <div className="flex min-h-screen flex-col">
        <PreviewBar />
        <SiteHeader />
        <main id="continut" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
      <PublicWidgets />
      <ConsentManager gtmId={siteConfig.gtmId} />
      <HydrationMark />
      {failed ? <MarkRenderFailed /> : null}
    </>
  );
}
