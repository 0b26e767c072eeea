// The agency's public identity: brand, contact channels, social profiles, the provider identification
// Romanian law asks every site to show (company name, CUI, trade-register number, address) and the
// consumer-dispute links (ANPC SAL, EU ODR). Everything comes from NEXT_PUBLIC_* variables so one
// build can serve a real agency; the defaults are clearly fictional demo values.
//
// Each variable is read by its literal name: Next inlines `process.env.NEXT_PUBLIC_X` at build time
// only when written out in full, so a client component importing this module gets the same values.

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Digits only, for wa.me links and tel: hrefs (a leading + is kept for tel:). */
export function phoneHref(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${phone.replace(/\D/g, "")}`;
}

export function whatsappHref(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

const phone = pick(process.env.NEXT_PUBLIC_CONTACT_PHONE, "+40 700 000 000");

export const siteConfig = {
  /** Wordmark shown next to public/logo-mark.svg in the header and footer. */
  brandName: pick(process.env.NEXT_PUBLIC_BRAND_NAME, "Agenția Digitală"),
  brandTagline: pick(process.env.NEXT_PUBLIC_BRAND_TAGLINE, "Marketing online"),
  description:
    "Agenție de marketing online pentru afaceri mici și mijlocii: SEO, PPC, branding, social media, content și website-uri care aduc clienți.",
  phone,
  whatsapp: pick(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER, phone),
  emails: {
    office: pick(process.env.NEXT_PUBLIC_CONTACT_EMAIL, "contact@agentia-digitala.example"),
    sales: pick(process.env.NEXT_PUBLIC_SALES_EMAIL, "oferte@agentia-digitala.example"),
  },
  schedule: pick(process.env.NEXT_PUBLIC_CONTACT_SCHEDULE, "Luni – Vineri, 09:00 – 18:00"),
  social: {
    facebook: pick(process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK, "https://www.facebook.com/"),
    instagram: pick(process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM, "https://www.instagram.com/"),
    linkedin: pick(process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN, "https://www.linkedin.com/"),
    tiktok: pick(process.env.NEXT_PUBLIC_SOCIAL_TIKTOK, "https://www.tiktok.com/"),
  },
  company: {
    name: pick(process.env.NEXT_PUBLIC_COMPANY_NAME, "Agenția Digitală Exemplu SRL"),
    cui: pick(process.env.NEXT_PUBLIC_COMPANY_CUI, "RO00000000"),
    registry: pick(process.env.NEXT_PUBLIC_COMPANY_REGISTRY, "J00/0000/2020"),
    address: pick(process.env.NEXT_PUBLIC_COMPANY_ADDRESS, "Str. Exemplului nr. 1, Sector 1, București"),
  },
  disputes: {
    anpcSal: pick(process.env.NEXT_PUBLIC_ANPC_SAL_URL, "https://anpc.ro/ce-este-sal/"),
    odr: pick(process.env.NEXT_PUBLIC_ODR_URL, "https://ec.europa.eu/consumers/odr"),
  },
  gtmId: pick(process.env.NEXT_PUBLIC_GTM_ID, ""),
} as const;

export type SiteConfig = typeof siteConfig;
