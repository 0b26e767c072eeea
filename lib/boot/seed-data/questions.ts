import type { QuestionSeed } from "./types";

/**
 * The Tarife questionnaire, in display order. Values are stable identifiers: the lead payload sends
 * them back (SPEC 3), so they must never depend on the label's wording.
 */
export const QUESTIONS: QuestionSeed[] = [
  {
    question: "Ce tip de afacere ai?",
    type: "radio",
    subtitle: "Ne ajută să îți recomandăm strategiile care funcționează în domeniul tău.",
    answers: [
      { value: "clinica-medicala", label: "Clinică sau cabinet medical", subtitle: "Stomatologie, recuperare, estetică, policlinici" },
      { value: "magazin-online", label: "Magazin online" },
      { value: "servicii-locale", label: "Servicii locale", subtitle: "Service-uri, saloane, firme de construcții" },
      { value: "b2b", label: "Companie B2B" },
      { value: "horeca", label: "Restaurant, cafenea sau hotel" },
      { value: "alt-domeniu", label: "Alt domeniu" },
    ],
  },
  {
    question: "Care este obiectivul tău principal?",
    type: "radio",
    subtitle: "Alege obiectivul cel mai important pentru următoarele 6 luni.",
    answers: [
      { value: "mai-multi-clienti", label: "Mai mulți clienți și cereri de ofertă" },
      { value: "vanzari-online", label: "Mai multe vânzări online" },
      { value: "notorietate", label: "Notorietate pentru brand" },
      { value: "lansare", label: "Lansarea unei afaceri sau a unui produs nou" },
    ],
  },
  {
    question: "De ce servicii ai nevoie?",
    type: "checkbox",
    subtitle: "Poți alege mai multe variante.",
    answers: [
      { value: "seo", label: "SEO" },
      { value: "google-ads", label: "Google Ads" },
      { value: "social-media", label: "Social media" },
      { value: "branding", label: "Branding" },
      { value: "content", label: "Content marketing" },
      { value: "website", label: "Site nou sau refacerea site-ului" },
    ],
  },
  {
    question: "Ce canale de marketing folosești deja?",
    type: "checkbox",
    subtitle: "Bifează tot ce ai folosit în ultimele 12 luni.",
    answers: [
      { value: "canal-google-ads", label: "Google Ads" },
      { value: "canal-facebook-instagram", label: "Facebook și Instagram" },
      { value: "canal-seo", label: "SEO sau blog" },
      { value: "canal-email", label: "Newsletter" },
      { value: "canal-niciunul", label: "Niciunul deocamdată" },
    ],
  },
  {
    question: "Ce buget lunar ai pentru marketing?",
    type: "radio",
    subtitle: "Include onorariul agenției și bugetul de reclame.",
    answers: [
      { value: "buget-sub-1000", label: "Sub 1000 €" },
      { value: "buget-1000-3000", label: "1000 - 3000 €", subtitle: "Cel mai frecvent pentru IMM-uri" },
      { value: "buget-3000-7000", label: "3000 - 7000 €" },
      { value: "buget-peste-7000", label: "Peste 7000 €" },
    ],
  },
  {
    question: "Când ai vrea să începem?",
    type: "radio",
    subtitle: "",
    answers: [
      { value: "imediat", label: "Cât mai repede" },
      { value: "o-luna", label: "În următoarea lună" },
      { value: "trei-luni", label: "În următoarele 3 luni" },
      { value: "informare", label: "Doar mă informez deocamdată" },
    ],
  },
];
