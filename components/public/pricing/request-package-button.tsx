"use client";

import type { MouseEvent } from "react";
import { PACKAGE_QUERY, selectPackage, useSelectedPackage } from "@/components/public/contact/selected-package-store";
import { Icon } from "@/components/public/icons/icon";

/** /tarife?pachet={uuid}#contact: the pricing page with the plan chosen, at its contact form. */
export const requestPackageHref = (uuid: string) => `/tarife?${PACKAGE_QUERY}=${encodeURIComponent(uuid)}#contact`;

/**
 * "Solicită pachetul": a link to the pricing page with this plan chosen (the server then renders the
 * PLANUL SELECTAT bar and the plan in the contact form), so it works before and without JavaScript.
 * With JavaScript the choice is made in place, without a reload (SPEC 2.1). The accessible name adds
 * the plan's name, because a screen-reader user meets a dozen of these in a row.
 */
export function RequestPackageButton({ uuid, name, tone = "light" }: { uuid: string; name: string; tone?: "light" | "dark" }) {
  const selected = useSelectedPackage()?.id === uuid;
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    selectPackage({ id: uuid, name });
  };
  return (
    <a
      href={requestPackageHref(uuid)}
      onClick={choose}
      data-package={uuid}
      aria-label={`Solicită pachetul ${name}`}
      aria-current={selected ? "true" : undefined}
      className={`package-button ${tone === "dark" ? "package-button-dark" : "package-button-light"}`}
    >
      {selected ? (
        <Icon name="check" className="h-4 w-4" />
      ) : null}
      Solicită pachetul
    </a>
  );
}
