"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** The route whose page is itself the contact section (it carries id="contact" and its own form). */
export const CONTACT_PAGE_PATH = "/contact";

/**
 * Leaves out the footer's contact block on /contact: a second, identical form under the page's own
 * would only confuse, and the page's section keeps the single id="contact" that #contact links target.
 * usePathname is known during server rendering too, so nothing flickers.
 */
export function FooterContactGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return pathname === CONTACT_PAGE_PATH ? null : <>{children}</>;
}
