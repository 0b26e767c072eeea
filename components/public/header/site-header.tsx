import { MarkRenderFailed } from "@/components/public/content/outage";
import { getCaseStudyMenu, getPublishedServiceTree } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import { HeaderBar } from "./header-bar";
import { SiteLogo } from "./site-logo";
import { MobilePanelContact } from "./mobile-panel-contact";
import { buildMenu } from "./menu-model";

/**
 * Server part of the header: reads the published service tree and case-study menu (cached, tagged).
 * A failed read leaves its dropdown empty (the fixed entries still lead everywhere) and marks the
 * render failed: a page must not be kept with a half menu until the next write (ARCHITECTURE 16).
 */
export async function SiteHeader() {
  const [services, caseStudies] = await Promise.all([
    readOrFailed("header services menu", getPublishedServiceTree),
    readOrFailed("header case-study menu", getCaseStudyMenu),
  ]);
  const failed = services === READ_FAILED || caseStudies === READ_FAILED;
  const menu = buildMenu(services === READ_FAILED ? [] : services, caseStudies === READ_FAILED ? [] : caseStudies);
  return (
    <>
      <HeaderBar menu={menu} logo={<SiteLogo />} contact={<MobilePanelContact />} />
      {failed ? <MarkRenderFailed /> : null}
    </>
  );
}
