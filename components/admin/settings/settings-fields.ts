import type { SettingsFields } from "@/lib/validation/settings";

export type SettingsField = keyof SettingsFields;
type FieldSpec = { key: SettingsField; label: string; placeholder?: string; hint?: string; type?: "email" | "tel" | "url" };

/** The screen's sections in order; the first failing field in this order takes the focus. */
export const SETTINGS_SECTIONS: Array<{ title: string; description: string; fields: FieldSpec[] }> = [
  {
    title: "Identitatea agenției",
    description: "Numele afișat lângă logo, în titluri, în datele structurate și în e-mailuri.",
    fields: [
      { key: "brandName", label: "Nume de brand", placeholder: "Ex: Agenția Nord" },
      { key: "brandTagline", label: "Slogan sub logo", placeholder: "Ex: Marketing online" },
    ],
  },
  {
    title: "Datele firmei",
    description: "Identificarea furnizorului, cerută de lege pe fiecare site (subsol și pagini legale).",
    fields: [
      { key: "companyName", label: "Denumire", placeholder: "Ex: Agenția Nord SRL" },
      { key: "companyCui", label: "CUI", placeholder: "Ex: RO12345678" },
      { key: "companyRegistry", label: "Nr. Registrul Comerțului", placeholder: "Ex: J40/1234/2020" },
      { key: "companyAddress", label: "Sediu", placeholder: "Ex: Str. Exemplu nr. 1, București" },
    ],
  },
  {
    title: "Contact",
    description: "Telefonul, adresele de e-mail și programul din antet, subsol, pagina Contact și chat.",
    fields: [
      { key: "phone", label: "Telefon", type: "tel", placeholder: "+40 721 000 000" },
      { key: "whatsapp", label: "WhatsApp", type: "tel", hint: "Gol: se folosește telefonul." },
      { key: "officeEmail", label: "E-mail contact general", type: "email" },
      { key: "salesEmail", label: "E-mail oferte", type: "email" },
      { key: "schedule", label: "Program", placeholder: "Luni – Vineri, 09:00 – 18:00" },
    ],
  },
  {
    title: "Rețele sociale",
    description: "Pagina agenției în fiecare rețea; o rețea lăsată goală nu apare pe site.",
    fields: [
      { key: "facebook", label: "Facebook", type: "url", placeholder: "https://www.facebook.com/agentia" },
      { key: "instagram", label: "Instagram", type: "url", placeholder: "https://www.instagram.com/agentia" },
      { key: "linkedin", label: "LinkedIn", type: "url", placeholder: "https://www.linkedin.com/company/agentia" },
      { key: "tiktok", label: "TikTok", type: "url", placeholder: "https://www.tiktok.com/@agentia" },
    ],
  },
  {
    title: "Protecția consumatorilor și analiză",
    description: "Legăturile ANPC din subsol și containerul Google Tag Manager, încărcat doar după acordul vizitatorului.",
    fields: [
      { key: "anpcSalUrl", label: "Pagina ANPC SAL", type: "url", hint: "Gol: pagina SAL a ANPC." },
      { key: "odrUrl", label: "Entitate SOL/ODR", type: "url", hint: "Gol: fără insigna SOL." },
      { key: "gtmId", label: "ID Google Tag Manager", placeholder: "GTM-XXXXXXX" },
    ],
  },
];

export const SETTINGS_FIELD_ORDER: SettingsField[] = SETTINGS_SECTIONS.flatMap((section) => section.fields.map((field) => field.key));
