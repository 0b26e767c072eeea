"use client";

import { OutageView } from "@/components/public/content/outage";

/**
 * A public page whose render threw (a failed read is rendered as a notice and never reaches here, but
 * a bug might): the same outage notice, inside the site's header and footer. Next answers such a
 * render with status 500 and `Cache-Control: no-store`, and keeps nothing of it.
 */
export default function PublicError() {
  return <OutageView />;
}
