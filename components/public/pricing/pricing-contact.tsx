import { ContactForm } from "@/components/public/contact/contact-form";
import { FooterContactSlot } from "@/components/public/footer/footer-contact-slot";
import { getSiteConfig } from "@/lib/server/public-data";

/**
 * /tarife's contact section, in the place and look of the footer's (which the footer leaves out
 * here): it belongs to the page so that the server can render the plan chosen in the page's address
 * into the form, for visitors whose scripts have not run.
 */
export async function PricingContact() {
  const siteConfig = await getSiteConfig();
  return (
    <div className="bg-ink">
      <div className="mx-auto max-w-7xl px-5 pt-16 sm:px-6 lg:px-8 lg:pt-24">
        <FooterContactSlot form={<ContactForm idPrefix="tarife" tone="dark" />} siteConfig={siteConfig} />
      </div>
    </div>
  );
}
