"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/**
 * The pages whose own content ends with the contact section (it carries id="contact" and its own
 * form): /contact, and /tarife, whose form carries the plan chosen in the page's address.
 */
const OWN_CONTACT_SECTION = ["/contact", "/tarife"];

/**
 * Leaves out the footer's contact block on those pages: a second, identical form would only confuse,
 * and the page's section keeps the single id="contact" that #contact links target. usePathname is
 * known during server rendering too, so nothing flickers.
 */
export function FooterContactGate({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? "/";
  const own = OWN_CONTACT_SECTION.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return own ? null : <>{children}</>;
}
