import type { Metadata } from "next";
import { ContactDetails } from "@/components/public/contact/contact-details";
import { ContactFaqAccordion } from "@/components/public/contact/contact-faq";
import { CONTACT_FAQ_TITLE, CONTACT_FAQS } from "@/components/public/contact/contact-faq-data";
import { ContactForm } from "@/components/public/contact/contact-form";
import { PageHero } from "@/components/public/content/page-hero";
import { loadPageTexts } from "@/components/public/content/page-data";
import { hasLowerContent, PageLowerContent } from "@/components/public/content/page-lower-content";
import { Section, SectionHeading } from "@/components/public/content/section";
import { JsonLd } from "@/components/public/seo/json-ld";
import { faqPageJsonLd } from "@/lib/seo/json-ld";
import { pickDescription, pickTitle } from "@/lib/seo/metadata";
import { publicMetadata } from "@/lib/server/public-metadata";
import { noPrerenderedParams, rootOnly, type RootOnlyProps } from "@/components/public/content/root-only-route";

const SLUG = "contact";
const FALLBACK_INTRO = "Spune-ne pe scurt despre afacerea ta și despre obiectivele tale. Îți răspundem în cel mult o zi lucrătoare cu primele recomandări.";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await loadPageTexts(SLUG);
  return publicMetadata({
    title: pickTitle(page?.metaTitle, page?.name, "Contact"),
    description: pickDescription(page?.metaDescription, null, page?.upperContent, FALLBACK_INTRO),
    path: `/${SLUG}`,
  });
}

/**
 * /contact: texts from the pages table (slug "contact"), the agency's channels, the contact form and
 * the 8-question FAQ (SPEC 2.1). Server-rendered; the form and the accordion are the only client
 * islands. The form's section is the page's id="contact" (the footer's contact block is left out here).
 */
export const generateStaticParams = noPrerenderedParams;

export default async function ContactPage({ params }: RootOnlyProps) {
  await rootOnly(params);
  const load = await loadPageTexts(SLUG);
  const { page } = load;
  const title = page?.name || "Contact";

  return (
    <>
      <JsonLd data={faqPageJsonLd([...CONTACT_FAQS])} />
      <PageHero eyebrow="Hai să vorbim" title={title} crumbs={[{ name: title, path: `/${SLUG}` }]} introHtml={page?.upperContent} intro={FALLBACK_INTRO} size="md" />

      <Section id="contact" tone="surface" labelledBy="contact-form-title" className="scroll-mt-24">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SectionHeading eyebrow="Date de contact" title="Vorbește direct cu noi" lead="Preferi telefonul sau e-mailul? Ne găsești oricând în programul de lucru." as="h2" />
            <div className="mt-8">
              <ContactDetails />
            </div>
          </div>
          <div className="rounded-3xl bg-white p-5 shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 sm:p-10">
            <h2 id="contact-form-title" className="font-display text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
              Trimite-ne un mesaj
            </h2>
            <p className="mt-2 mb-6 text-muted">Completează formularul și revenim cu un răspuns în cel mult o zi lucrătoare.</p>
            <ContactForm idPrefix="contact-page" tone="light" />
          </div>
        </div>
      </Section>

      <PageLowerContent load={load} />

      <Section tone={hasLowerContent(load) ? "surface" : "white"} labelledBy="contact-faq-title">
        <div className="mx-auto max-w-4xl">
          <SectionHeading id="contact-faq-title" eyebrow="Înainte să ne scrii" title={CONTACT_FAQ_TITLE} align="center" />
          <div className="mt-12">
            <ContactFaqAccordion items={CONTACT_FAQS} idPrefix="contact-faq" />
          </div>
        </div>
      </Section>
    </>
  );
}
