import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * The public site's link: client-side navigation like next/link, without prefetching every target
 * that scrolls into view. A public page shows 80-130 links (menus, footer, cards); watching each one
 * and fetching every visible target cost a phone main-thread work and data right after the page
 * loaded, for pages most visitors never open. A click fetches its page from Next's route cache.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
