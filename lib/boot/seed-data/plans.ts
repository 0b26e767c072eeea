import { html } from "./html";
import { PLAN_CATEGORIES, type PlanSeed } from "./types";

export { PLAN_CATEGORIES };

const includes = (intro: string, items: string[]): string =>
  html`<p>${intro}</p><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/** Thirteen published plans over the seven Tarife categories, three complete packages and one draft. */
export const PLANS: PlanSeed[] = [
  {
    name: "Site de prezentare",
    price: "de la 800 €",
    planType: "recommended",
    category: "Development",
    status: "published",
    description: includes("Un site profesionist pentru firme și cabinete, gata în 3-5 săptămâni.", [
      "Design personalizat, adaptat pentru mobil",
      "Până la 10 pagini și formular de contact",
      "Optimizare SEO de bază și Google Analytics",
      "Domeniu .ro și găzduire incluse în primul an",
    ]),
  },
  {
    name: "Magazin online",
    price: "de la 2500 €",
    planType: "none",
    category: "Development",
    status: "published",
    description: includes("Magazin complet, pregătit să vândă din prima zi.", [
      "Plăți cu cardul și ramburs",
      "AWB automat și facturare",
      "Feed pentru Google Shopping și Meta",
      "Pagini legale și integrare ANPC",
    ]),
  },
  {
    name: "Mentenanță website",
    price: "90 € / lună",
    planType: "none",
    category: "Development",
    status: "published",
    description: includes("Site-ul tău actualizat, rapid și în siguranță.", [
      "Actualizări lunare și copii de siguranță zilnice",
      "Monitorizarea disponibilității",
      "Până la 2 ore de modificări pe lună",
    ]),
  },
  {
    name: "Google Ads Start",
    price: "300 € / lună",
    planType: "none",
    category: "PPC",
    status: "published",
    description: includes("Pentru afaceri locale cu un buget de reclame de până la 1000 € pe lună.", [
      "Configurarea contului și a conversiilor",
      "Până la 2 campanii Search",
      "Optimizare săptămânală",
      "Raport lunar",
    ]),
  },
  {
    name: "Google Ads Performance",
    price: "550 € / lună",
    planType: "featured",
    category: "PPC",
    status: "published",
    description: includes("Pentru magazine online și afaceri cu bugete de reclame de peste 1000 € pe lună.", [
      "Search, Shopping și Performance Max",
      "Remarketing pe Google și YouTube",
      "Tablou de bord actualizat zilnic",
      "Întâlnire lunară de strategie",
    ]),
  },
  {
    name: "SEO Local",
    price: "350 € / lună",
    planType: "none",
    category: "SEO",
    status: "published",
    description: includes("Vizibilitate în Google Maps și în căutările din orașul tău.", [
      "Optimizarea profilului de companie Google",
      "Pagini locale pentru fiecare locație",
      "Strategie de recenzii",
      "Raport lunar de poziții și apeluri",
    ]),
  },
  {
    name: "SEO Creștere",
    price: "650 € / lună",
    planType: "recommended",
    category: "SEO",
    status: "published",
    description: includes("Strategie SEO completă pentru creșterea traficului organic.", [
      "Audit tehnic și remedieri",
      "2 articole optimizate pe lună",
      "Link building pe publicații relevante",
      "Raportare lunară a conversiilor",
    ]),
  },
  {
    name: "Social Media Esențial",
    price: "400 € / lună",
    planType: "none",
    category: "Social Media",
    status: "published",
    description: includes("Prezență constantă pe Facebook și Instagram.", [
      "12 postări pe lună",
      "Grafică și texte originale",
      "Moderarea comentariilor",
    ]),
  },
  {
    name: "Social Media Complet",
    price: "750 € / lună",
    planType: "featured",
    category: "Social Media",
    status: "published",
    description: includes("Conținut, video și reclame plătite, administrate de aceeași echipă.", [
      "20 de postări și 8 clipuri scurte pe lună",
      "Campanii Meta sau TikTok Ads",
      "O ședință foto trimestrială",
      "Raport lunar detaliat",
    ]),
  },
  {
    name: "Plan strategic de marketing",
    price: "1200 €",
    planType: "recommended",
    category: "Strategic",
    status: "published",
    description: includes("Planul de marketing online pentru următoarele 12 luni.", [
      "Analiza pieței și a concurenței",
      "Profiluri de clienți ideali",
      "Canale, buget și calendar de implementare",
      "Indicatori de performanță",
    ]),
  },
  {
    name: "Identitate vizuală",
    price: "de la 1500 €",
    planType: "none",
    category: "Branding",
    status: "published",
    description: includes("Logo și elementele de bază ale identității.", [
      "Trei direcții creative pentru logo",
      "Paletă de culori și tipografie",
      "Cărți de vizită și semnătură de e-mail",
    ]),
  },
  {
    name: "Branding complet",
    price: "de la 3000 €",
    planType: "recommended",
    category: "Branding",
    status: "published",
    description: includes("De la strategie la ghidul de brand, pentru o imagine coerentă peste tot.", [
      "Strategie și poziționare",
      "Identitate vizuală completă",
      "Ghid de brand și șabloane pentru social media",
    ]),
  },
  {
    name: "E-mail marketing",
    price: "450 € / lună",
    planType: "none",
    category: "Email",
    status: "published",
    description: includes("Newslettere și automatizări care vând din nou clienților existenți.", [
      "2 newslettere pe lună",
      "Automatizări de bun venit și coș abandonat",
      "Segmentarea listei de abonați",
    ]),
  },
  {
    name: "Pachet Start",
    price: "990 € / lună",
    planType: "none",
    category: null,
    status: "published",
    description: includes("Pentru afaceri locale care vor să pornească bine în online.", [
      "SEO Local",
      "Social Media Esențial",
      "Mentenanță website",
    ]),
  },
  {
    name: "Pachet Creștere",
    price: "1890 € / lună",
    planType: "featured",
    category: null,
    status: "published",
    description: includes("Cel mai ales pachet: trafic organic, reclame și conținut, într-o singură strategie.", [
      "SEO Creștere",
      "Google Ads Start",
      "Social Media Esențial",
      "Întâlnire lunară de strategie",
    ]),
  },
  {
    name: "Pachet Performanță",
    price: "3490 € / lună",
    planType: "recommended",
    category: null,
    status: "published",
    description: includes("Pentru afaceri care vor să domine piața locală sau națională.", [
      "SEO Creștere",
      "Google Ads Performance",
      "Social Media Complet",
      "E-mail marketing",
      "Plan strategic revizuit trimestrial",
    ]),
  },
  {
    name: "Audit de marketing",
    price: "490 €",
    planType: "none",
    category: "Strategic",
    status: "draft",
    description: includes("Ofertă în pregătire.", ["Analiza canalelor existente", "Recomandări prioritizate"]),
  },
];
