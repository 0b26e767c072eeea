import { getCaseStudyMenu, getPublishedServiceTree } from "@/lib/server/public-data";
import { HeaderBar } from "./header-bar";
import { Logo } from "./logo";
import { buildMenu } from "./menu-model";

async function loadOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    // The menu still renders its fixed entries; the failure is only logged.
    console.error(`[header] ${what}:`, error);
    return [];
  }
}

/** Server part of the header: reads the published service tree and case-study menu (cached, tagged). */
export async function SiteHeader() {
  const [services, caseStudies] = await Promise.all([
    loadOrEmpty("Nu s-au putut prelua serviciile", getPublishedServiceTree),
    loadOrEmpty("Nu s-au putut încărca studiile de caz", getCaseStudyMenu),
  ]);
  const menu = buildMenu(services, caseStudies);
  return <HeaderBar menu={menu} logo={<Logo idSuffix="header" />} panelLogo={<Logo idSuffix="panel" />} />;
}
