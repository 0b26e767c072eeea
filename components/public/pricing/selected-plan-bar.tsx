"use client";

import type { MouseEvent } from "react";
import { clearSelectedPackage, useSelectedPackage } from "@/components/public/contact/selected-package-store";
import { PLANS_ANCHOR } from "./plans-anchor";
import { Icon } from "@/components/public/icons/icon";

/** The pricing page's contact section, where "Comanda acum" leads (SPEC 2.1). */
export const CONTACT_ANCHOR = "contact";

/**
 * The bar that appears after "Solicită pachetul" (SPEC 2.1): PLANUL SELECTAT, the plan's category
 * and name, "Comanda acum" (to the contact form, which already carries the package) and a close
 * button. Rendered by the server when the address names a plan, so it is there without JavaScript.
 *
 * It sticks to the bottom of the screen while the plans are scrolled and rests, at the end of the
 * page's content, right above the contact form it points to: it never covers the form, with or
 * without scripts. Beside the chat and back-to-top buttons, out of their lane (styles/components.css):
 * stuck or scrolling, they never cover "Comanda acum" (they covered 11-12 % of it at 360 and 390 px,
 * where the bar spanned the screen). Closing clears the choice rather than hiding the bar: the bar is the only reminder
 * of it, so a hidden choice would still ride along, unseen, with a later message.
 */
export function SelectedPlanBar({ categoryOf }: { categoryOf: Record<string, string> }) {
  const selected = useSelectedPackage();
  if (!selected) return null;
  const category = categoryOf[selected.id];

  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Hand focus back to the plan's own button instead of dropping it on <body> with the bar.
    const origin = [...document.querySelectorAll<HTMLElement>("[data-package]")].find((el) => el.dataset.package === selected.id);
    clearSelectedPackage();
    origin?.focus();
  };

  return (
    <section
      aria-label="Planul selectat"
      className="selected-plan-bar z-40 my-6 rounded-3xl bg-ink p-4 text-white shadow-[0_30px_80px_-20px_rgba(20,18,51,0.7)] ring-1 ring-white/10 transition duration-300 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:p-5 print:hidden"
    >
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite" className="min-w-0 pr-10 sm:pr-0">
          <p className="text-xs font-bold tracking-[0.18em] text-accent-500">PLANUL SELECTAT</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            {category ? (
              <span className="inline-flex items-center rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-[0.08em] text-white/85 ring-1 ring-inset ring-white/15">
                {category}
              </span>
            ) : null}
            <span className="font-display text-lg font-bold leading-tight [overflow-wrap:anywhere]">{selected.name}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <a
            href={`#${CONTACT_ANCHOR}`}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full bg-accent-500 px-6 py-2.5 text-sm font-semibold text-ink shadow-lg shadow-accent-500/25 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none sm:flex-none"
          >
            Comanda acum
            <Icon name="next" className="h-4 w-4" />
          </a>
          {/* Without scripts: the pricing page without a plan, back at the plans. */}
          <a
            href={`/tarife#${PLANS_ANCHOR}`}
            onClick={close}
            aria-label="Închide și renunță la planul selectat"
            className="absolute -right-1 -top-1 grid h-10 w-10 place-items-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none sm:static"
          >
            <Icon name="dismiss" className="h-5 w-5" />
          </a>
        </div>
      </div>
    </section>
  );
}
