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
          <p className="contact-panel-eyebrow">Contact</p>
          <h2 id="footer-contact-title" className="contact-panel-title">
            Hai să discutăm despre proiectul tău
          </h2>
          <p className="contact-panel-text">
            Spune-ne unde vrei să ajungă afacerea ta. Îți răspundem în maximum o zi lucrătoare cu primii pași și o estimare clară.
          </p>
          {form ? (
            <ul className="mt-8 space-y-3 text-white/90">
              <li>
                <a href={phoneHref(siteConfig.phone)} className="contact-panel-link">
                  <Icon name="phone" className="h-5 w-5" />
                  {siteConfig.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${siteConfig.emails.office}`} className="contact-panel-link">
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
              className="group contact-panel-cta"
            >
              Scrie-ne un mesaj
              <Icon name="arrow-right" className="h-5 w-5 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </SiteLink>
            <a
              href={phoneHref(siteConfig.phone)}
              className="contact-panel-call"
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
