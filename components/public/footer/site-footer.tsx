import { SiteLink } from "@/components/public/site-link";
import type { ReactNode } from "react";
import { BelowTheFold } from "@/components/public/below-the-fold";
import { ContactForm } from "@/components/public/contact/contact-form";
import { FooterContactGate } from "@/components/public/contact/footer-contact-gate";
import { CookieSettingsLink } from "@/components/public/consent/cookie-settings";
import { Icon, type IconName } from "@/components/public/icons/icon";
import { Logo } from "@/components/public/header/logo";
import { serviceHref } from "@/components/public/header/menu-model";
import { MarkRenderFailed } from "@/components/public/content/outage";
import { getFooterServices } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import type { FooterService } from "@/lib/dto/service";
import { getSiteConfig } from "@/lib/server/public-data";
import { phoneHref } from "@/lib/site-config";
import { DisputeBadges } from "./dispute-badges";
import { FooterContactSlot } from "./footer-contact-slot";
import { SocialLinks } from "./social-links";

/** SPEC 8: the footer keeps this message when its services fail to load (and logs the error). */
export const FOOTER_SERVICES_ERROR = "Eroare la încărcarea serviciilor";
/** The footer's id: the public layout holds the first paint until the parser has read the footer. */
export const FOOTER_ID = "subsol";

export const USEFUL_LINKS = [
  { label: "Despre noi", href: "/despre-noi" },
  { label: "Tarife", href: "/tarife" },
  { label: "Blog", href: "/blog" },
  { label: "Studii de caz", href: "/studii-de-caz" },
  { label: "Echipa", href: "/echipa" },
  { label: "Contact", href: "/contact" },
] as const;

export const LEGAL_LINKS = [
  { label: "Politica de confidențialitate", href: "/politica-de-confidentialitate" },
  { label: "Termeni și condiții", href: "/termeni-si-conditii" },
  { label: "Politica de utilizare cookies", href: "/politica-de-utilizare-cookies" },
] as const;

/** null when the services could not be read (logged, SPEC 8): the footer shows its message and the render is marked failed. */
async function loadServices(): Promise<FooterService[] | null> {
  const services = await readOrFailed("footer services", () => getFooterServices());
  return services === READ_FAILED ? null : services;
}

const linkClass =
  "footer-link";

function ColumnTitle({ children }: { children: ReactNode }) {
  return <h2 className="footer-title">{children}</h2>;
}

/** One line of the contact column: an icon tile, a small label and the value. */
function ContactDetail({
  icon,
  label,
  textClassName,
  children,
}: {
  icon: IconName;
  label: string;
  textClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <span className="footer-icon-tile">
        <Icon name={icon} className="h-[1.1rem] w-[1.1rem]" />
      </span>
      <span className={textClassName}>
        <span className="footer-detail-label">{label}</span>
        {children}
      </span>
    </>
  );
}

export async function SiteFooter({ contactForm }: { contactForm?: ReactNode }) {
  const services = await loadServices();
  const year = new Date().getFullYear();
  const siteConfig = await getSiteConfig();
  const { company } = siteConfig;

  return (
    <BelowTheFold height={3020} heightLg={1590}>
      <footer id={FOOTER_ID} className="relative isolate overflow-hidden bg-ink text-slate-300">
        <div aria-hidden="true" className="footer-glow" />
        <div className="mx-auto max-w-7xl px-5 sm:px-6 lg:px-8">
          {/* Left out on /contact, whose page is the contact section; its top spacing goes with it. */}
          <FooterContactGate>
            <div className="pt-16 lg:pt-24">
              <FooterContactSlot form={contactForm ?? <ContactForm idPrefix="footer" tone="dark" />} siteConfig={siteConfig} />
            </div>
          </FooterContactGate>

          <div className="footer-grid">
            <div className="sm:col-span-2 lg:col-span-3">
              <Logo tone="light" brandName={siteConfig.brandName} brandTagline={siteConfig.brandTagline} />
              <p className="footer-about">{siteConfig.description}</p>
              <SocialLinks profiles={siteConfig.social} className="mt-6" />
            </div>

            <nav aria-labelledby="footer-services" className="lg:col-span-3">
              <ColumnTitle>
                <span id="footer-services">Servicii</span>
              </ColumnTitle>
              {services === null ? (
                <p role="alert" className="mt-5 text-sm text-accent-500">
                  {FOOTER_SERVICES_ERROR}
                  {/* SPEC 8 keeps the message; a page showing it is answered with an error status and never cached. */}
                  <MarkRenderFailed />
                </p>
              ) : services.length === 0 ? (
                <p className="mt-5 text-sm text-slate-400">Nu există servicii.</p>
              ) : (
                <ul className="mt-5 space-y-3">
                  {services.map((service) => (
                    <li key={service.id}>
                      <SiteLink href={serviceHref(service.slug)} className={linkClass}>
                        {service.title}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </nav>

            <nav aria-labelledby="footer-useful" className="lg:col-span-2">
              <ColumnTitle>
                <span id="footer-useful">Linkuri utile</span>
              </ColumnTitle>
              <ul className="mt-5 space-y-3">
                {USEFUL_LINKS.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className={linkClass}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="sm:col-span-2 lg:col-span-4">
              <ColumnTitle>Contact</ColumnTitle>
              <ul className="mt-5 space-y-4 text-[0.95rem]">
                <li>
                  <a href={phoneHref(siteConfig.phone)} className="group footer-contact-link">
                    <ContactDetail icon="phone" label="Telefon">
                      <span className="font-semibold text-white">{siteConfig.phone}</span>
                    </ContactDetail>
                  </a>
                </li>
                {[
                  { label: "Contact general", email: siteConfig.emails.office },
                  { label: "Oferte și proiecte noi", email: siteConfig.emails.sales },
                ].map((item) => (
                  <li key={item.email}>
                    <a href={`mailto:${item.email}`} className="group footer-contact-link">
                      <ContactDetail icon="mail" label={item.label} textClassName="min-w-0">
                        <span className="footer-email">{item.email}</span>
                      </ContactDetail>
                    </a>
                  </li>
                ))}
                <li className="flex items-start gap-3">
                  <ContactDetail icon="clock" label="Program">
                    <span className="text-slate-200">{siteConfig.schedule}</span>
                  </ContactDetail>
                </li>
              </ul>
            </div>
          </div>

          <div className="footer-legal-bar">
            <nav aria-labelledby="footer-legal">
              <h2 id="footer-legal" className="sr-only">
                Informații legale
              </h2>
              <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
                {LEGAL_LINKS.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className={linkClass}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
                <li>
                  <CookieSettingsLink className={linkClass} />
                </li>
              </ul>
            </nav>
            <DisputeBadges disputes={siteConfig.disputes} />
          </div>

          {/* The page's last line: room below it for the floating buttons, which otherwise rest on it at the end. */}
          <div className="footer-company floating-room">
            <address className="not-italic">
              <span className="font-semibold text-slate-300">{company.name}</span>
              <span aria-hidden="true"> · </span>
              <span>CUI {company.cui}</span>
              <span aria-hidden="true"> · </span>
              <span>Nr. Reg. Com. {company.registry}</span>
              <br className="hidden sm:block" />
              <span className="sm:hidden"> · </span>
              <span>Sediu: {company.address}</span>
            </address>
            <p className="shrink-0">
              © {year} {siteConfig.brandName}. Toate drepturile rezervate.
            </p>
          </div>
        </div>
      </footer>
    </BelowTheFold>
  );
}
