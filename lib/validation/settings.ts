import * as yup from "yup";
import { odrUrl, profileUrl, SOCIAL_NETWORKS, type SiteSettings } from "@/lib/site-config";
import { EMAIL_PATTERN, text, updatedAt } from "./common";

/** What the "Setări" screen and PUT /api/settings say about a value. */
export const SETTINGS_MSG = {
  email: "Adresa de e-mail nu este validă",
  phone: "Numărul de telefon nu este valid (de exemplu +40 721 000 000)",
  https: "Adresa trebuie să înceapă cu https://",
  profile: "Introduceți adresa paginii agenției în rețea (de exemplu https://www.facebook.com/agentia), nu pagina principală a rețelei",
  odr: "Platforma europeană SOL/ODR a fost închisă pe 20 iulie 2025: introduceți adresa unei entități SAL/SOL care funcționează",
  gtm: "ID-ul Google Tag Manager are forma GTM-XXXXXXX",
  cui: "CUI-ul are 2-10 cifre, cu RO în față pentru plătitorii de TVA",
  loadError: "Nu s-au putut încărca setările",
  saveError: "Eroare la salvarea setărilor",
  saved: "Setările au fost salvate.",
} as const;

const email = () => text(254).matches(EMAIL_PATTERN, { message: SETTINGS_MSG.email, excludeEmptyString: true });
/** Spaces, dots and dashes as people write numbers; 10-15 digits, an optional leading +. */
const phone = () =>
  text(30).test("phone", SETTINGS_MSG.phone, (v) => !v || (/^\+?[\d\s().-]+$/.test(v) && /^\d{10,15}$/.test(v.replace(/\D/g, ""))));
const https = () => text(500).test("https", SETTINGS_MSG.https, (v) => !v || /^https:\/\/[^\s]+$/i.test(v));
const profile = () => https().test("profile", SETTINGS_MSG.profile, (v) => !v || profileUrl(v) !== null);

/** One schema for the form and the API; every field may stay blank (the site then shows the demo value or nothing). */
export const settingsSchema = yup.object({
  brandName: text(80),
  brandTagline: text(80),
  companyName: text(200),
  companyCui: text(12).matches(/^(RO)?\d{2,10}$/i, { message: SETTINGS_MSG.cui, excludeEmptyString: true }),
  companyRegistry: text(40),
  companyAddress: text(300),
  phone: phone(),
  whatsapp: phone(),
  officeEmail: email(),
  salesEmail: email(),
  schedule: text(200),
  ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, profile()])) as Record<(typeof SOCIAL_NETWORKS)[number], ReturnType<typeof profile>>),
  anpcSalUrl: https(),
  odrUrl: https().test("odr", SETTINGS_MSG.odr, (v) => !v || odrUrl(v) !== null),
  gtmId: text(20).matches(/^GTM-[A-Z0-9]{4,10}$/, { message: SETTINGS_MSG.gtm, excludeEmptyString: true }),
  updated_at: updatedAt(),
});

export type SettingsInput = yup.InferType<typeof settingsSchema>;

/** Compile-time check: the schema covers every setting lib/site-config.ts reads, and nothing else. */
export type SettingsFields = Omit<SettingsInput, "updated_at">;
const _covers: Record<keyof SiteSettings, true> = {} as Record<keyof SettingsFields, true>;
void _covers;
