import { phoneHref, whatsappHref } from "@/lib/site-config";
import { ChatWidget } from "./chat-widget";
import { CustomCursor } from "./custom-cursor";
import { PublicBackToTop } from "./public-back-to-top";
import { SmoothHashScroll } from "./smooth-hash-scroll";
import { TopLoadingBar } from "./top-loading-bar";
import { getSiteConfig } from "@/lib/server/public-data";

/** Everything floating over the public pages. */
export async function PublicWidgets() {
  const siteConfig = await getSiteConfig();
  return (
    <>
      <TopLoadingBar />
      <SmoothHashScroll />
      <ChatWidget
        contacts={{
          brandName: siteConfig.brandName,
          whatsappHref: whatsappHref(siteConfig.whatsapp, "Bună! Aș dori mai multe informații despre serviciile voastre."),
          email: siteConfig.emails.office,
          phone: siteConfig.phone,
          phoneHref: phoneHref(siteConfig.phone),
          schedule: siteConfig.schedule,
        }}
      />
      <PublicBackToTop />
      <CustomCursor />
    </>
  );
}
