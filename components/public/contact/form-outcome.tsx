"use client";

import { useEffect, useState } from "react";
import { Icon } from "@/components/public/icons/icon";

/**
 * Which outcome box the address's fragment opened (#mesaj-trimis after the redirect that answers the
 * browser's own post of a stored message, lib/form-post.ts), read once the page's scripts run. The
 * fragment then leaves the address, so a reload shows the page as it is and the tracking event is not
 * pushed twice; the box stays, marked shown, until the visitor sends again.
 */
export function useAddressOutcome<T extends string>(fragments: readonly T[]): T | null {
  const [outcome, setOutcome] = useState<T | null>(null);
  useEffect(() => {
    const found = fragments.find((fragment) => `#${fragment}` === window.location.hash);
    if (!found) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser, after hydration.
    setOutcome(found);
    const url = new URL(window.location.href);
    url.hash = "";
    window.history.replaceState(null, "", url);
  }, [fragments]);
  return outcome;
}

const TONES = {
  success: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  error: "bg-red-50 text-red-800 ring-red-600/30",
} as const;

const ICONS = { success: "check", error: "alert" } as const;

type Props = {
  /** The fragment that opens it; the browser scrolls it to the top (below the sticky header) and focuses it. */
  id: string;
  /** Unique on the page: the title's id, the region's name. */
  titleId: string;
  tone: keyof typeof TONES;
  title: string;
  /** Opened by the address and read by the page's scripts (useAddressOutcome). */
  shown: boolean;
  /** An answer the page's scripts show elsewhere replaced it. */
  dismissed: boolean;
};

/**
 * A box at the top of a form that only the address opens: hidden by CSS unless it is the page's
 * :target (styles/form-outcome.css), so cached pages carry it for every visitor and it works without
 * JavaScript. A focusable region named by its title, so the focus the fragment gives it is announced.
 */
export function OutcomeBox({ id, titleId, tone, title, shown, dismissed }: Props) {
  return (
    <div
      id={id}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      data-shown={shown || undefined}
      hidden={dismissed}
      className={`form-outcome mb-5 scroll-mt-28 rounded-xl px-4 py-3 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${TONES[tone]}`}
    >
      <p id={titleId} className="flex items-start gap-2.5 font-semibold">
        <Icon name={ICONS[tone]} className="mt-0.5 h-4 w-4 shrink-0" />
        {title}
      </p>
    </div>
  );
}
