// The agency's public identity: brand, contact channels, social profiles, the provider identification
// Romanian law asks every site to show (company name, CUI, trade-register number, address) and the
// consumer-dispute links (ANPC SAL, and SOL where a working address exists). An admin saves them in
// "Setări" (lib/server/site-settings.ts); buildSiteConfig() turns that flat record into what the pages
// show, with the demo agency's values where a field is blank.

import { SITE_DESCRIPTION } from "@/lib/seo/site";

/** The settings as saved; blank or missing means "not set". */
export type SiteSettings = {
  brandName?: string;
  brandTagline?: string;
  phone?: string;
  whatsapp?: string;
  officeEmail?: string;
  salesEmail?: string;
  schedule?: string;
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  tiktok?: string;
  companyName?: string;
  companyCui?: string;
  companyRegistry?: string;
  companyAddress?: string;
  anpcSalUrl?: string;
  odrUrl?: string;
  gtmId?: string;
};

/**
 * Clearly fictional demo values, shown while the agency's own are not set. Social profiles and the
 * SOL link have none: a link to a network's home page or to a closed platform helps nobody.
 */
export const DEMO_IDENTITY = {
  brandName: "Agenția Digitală",
  phone: "+40 700 000 000",
  officeEmail: "contact@agentia-digitala.example",
  salesEmail: "oferte@agentia-digitala.example",
  companyName: "Agenția Digitală Exemplu SRL",
  companyCui: "RO00000000",
  companyRegistry: "J00/0000/2020",
  companyAddress: "Str. Exemplului nr. 1, Sector 1, București",
} as const satisfies Partial<Record<keyof SiteSettings, string>>;

/** The settings that identify the agency; while every one of them is unset the site shows the demo identity. */
export type IdentityField = keyof typeof DEMO_IDENTITY;
const IDENTITY_FIELDS = Object.keys(DEMO_IDENTITY) as IdentityField[];

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const ANPC_SAL_URL = "https://anpc.ro/ce-este-sal/";
/** The EU's ODR platform, closed on 20 July 2025: never linked as SOL. */
const CLOSED_ODR = /^https?:\/\/(?:www\.)?ec\.europa\.eu\/consumers\/odr(?:[/?#]|$)/i;

function filled(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** An absolute http(s) address, or null. */
function webAddress(value: string | undefined): URL | null {
  const raw = filled(value);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** A profile is a page under the network (facebook.com/agentia), never its home page. */
export function profileUrl(value: string | undefined): string | null {
  const url = webAddress(value);
  return url && url.pathname.replace(/\/+$/, "") !== "" ? url.href : null;
}

/** The SOL link: a working address, so neither the closed EU ODR platform nor something that is no address. */
export function odrUrl(value: string | undefined): string | null {
  const url = webAddress(value);
  return url && !CLOSED_ODR.test(url.href) ? url.href : null;
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

export function buildSiteConfig(settings: SiteSettings) {
  const pick = (field: IdentityField) => filled(settings[field]) ?? DEMO_IDENTITY[field];
  const phone = pick("phone");
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = profileUrl(settings[network]);
    if (url) social[network] = url;
  }
  /** Identity settings still showing their demo value. */
  const demoFields = IDENTITY_FIELDS.filter((field) => !filled(settings[field]));
  return {
    /** Wordmark shown next to public/logo-mark.svg in the header and footer. */
    brandName: pick("brandName"),
    brandTagline: filled(settings.brandTagline) ?? "Marketing online",
    description: SITE_DESCRIPTION,
    phone,
    whatsapp: filled(settings.whatsapp) ?? phone,
    emails: { office: pick("officeEmail"), sales: pick("salesEmail") },
    schedule: filled(settings.schedule) ?? "Luni – Vineri, 09:00 – 18:00",
    /** Only the profiles that are set, in SOCIAL_NETWORKS order. */
    social,
    company: {
      name: pick("companyName"),
      cui: pick("companyCui"),
      registry: pick("companyRegistry"),
      address: pick("companyAddress"),
    },
    disputes: {
      anpcSal: webAddress(settings.anpcSalUrl)?.href ?? ANPC_SAL_URL,
      /** null: no SOL link. */
      odr: odrUrl(settings.odrUrl),
    },
    gtmId: filled(settings.gtmId) ?? "",
    /** Every identity setting is unset: the site shows the fictional demo agency (for an admin notice). */
    isDemoIdentity: demoFields.length === IDENTITY_FIELDS.length,
    demoFields,
  };
}

export type SiteConfig = ReturnType<typeof buildSiteConfig>;
