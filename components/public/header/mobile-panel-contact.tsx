import { getSiteConfig } from "@/lib/server/public-data";
import { phoneHref } from "@/lib/site-config";
import { Icon } from "@/components/public/icons/icon";

/** The phone and e-mail at the foot of the mobile menu, from the agency's settings. */
export async function MobilePanelContact() {
  const siteConfig = await getSiteConfig();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-sm">
      <a href={phoneHref(siteConfig.phone)} className="mobile-panel-contact">
        <Icon name="phone" className="h-4 w-4 text-brand-600" />
        {siteConfig.phone}
      </a>
      <a href={`mailto:${siteConfig.emails.office}`} className="mobile-panel-contact">
        <Icon name="mail" className="h-4 w-4 text-brand-600" />
        {siteConfig.emails.office}
      </a>
    </div>
  );
}
