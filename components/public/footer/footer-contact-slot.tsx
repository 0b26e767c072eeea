import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { Icon } from "@/components/public/icons/icon";
import { phoneHref } from "@/lib/site-config";
import type { SiteConfig } from "@/lib/site-config";

/**
 * The footer's contact block (SPEC 2.1: the footer holds a contact form). `form` is the real contact
 * form (SiteFooter passes it); without one the block links to /contact. id="contact" is the target of
 * the pricing bar's "Comanda acum" (#contact); on /contact the block is left out (FooterContactGate)
 * and the page's own form section carries that id, so it stays unique on every page.
 */
export function FooterContactSlot({ form, siteConfig }: { form?: ReactNode; siteConfig: SiteConfig }) {
  return (
    <section id="contact" aria-labelledby="footer-contact-title" className="contact-panel">
      <div className={`relative grid gap-10 ${form ? "lg:grid-cols-[1fr_1.15fr]" : "lg:grid-cols-[1.4fr_1fr] lg:items-center"}`}>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-white/70">Contact</p>
          <h2 id="footer-contact-title" className="mt-3 font-display text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-[2.75rem]">
            Hai să discutăm despre proiectul tău
          </h2>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">
            Spune-ne unde vrei să ajungă afacerea ta. Îți răspundem în maximum o zi lucrătoare cu primii pași și o estimare clară.
          </p>
          {form ? (
            <ul className="mt-8 space-y-3 text-white/90">
              <li>
                <a href={phoneHref(siteConfig.phone)} className="inline-flex items-center gap-3 font-semibold hover:text-white">
                  <Icon name="phone" className="h-5 w-5" />
                  {siteConfig.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${siteConfig.emails.office}`} className="inline-flex items-center gap-3 font-semibold hover:text-white">
                  <Icon name="mail" className="h-5 w-5" />
                  {siteConfig.emails.office}
                </a>
              </li>
            </ul>
          ) : null}
        </div>
        {form ?? (
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col lg:items-stretch">
            <SiteLink
              href="/contact"
              className="group inline-flex h-14 items-center justify-center gap-2 rounded-full bg-white px-7 font-semibold text-brand-900 shadow-xl shadow-brand-900/20 transition hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
            >
              Scrie-ne un mesaj
              <Icon name="arrow-right" className="h-5 w-5 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </SiteLink>
            <a
              href={phoneHref(siteConfig.phone)}
              className="inline-flex h-14 items-center justify-center gap-2 rounded-full px-7 font-semibold text-white ring-1 ring-inset ring-white/40 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
            >
              <Icon name="phone" className="h-5 w-5" />
              <span className="hidden sm:inline">Sună-ne:</span>
              <span className="whitespace-nowrap">{siteConfig.phone}</span>
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
