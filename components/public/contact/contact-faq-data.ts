// SPEC 2.1: the /contact page has an FAQ accordion of 8 fixed questions; the spec does not list them,
// so these answer what a business asks before hiring an agency. Plain text: also the FAQPage JSON-LD.

export type ContactFaq = { question: string; answer: string };

export const CONTACT_FAQ_TITLE = "Întrebări frecvente";

export const CONTACT_FAQS: readonly ContactFaq[] = [
  {
    question: "Cât de repede primesc un răspuns după ce vă scriu?",
    answer:
      "Răspundem în cel mult o zi lucrătoare, de obicei în aceeași zi. Dacă ne lași un număr de telefon, te sunăm pentru a stabili o primă discuție la o oră care ți se potrivește.",
  },
  {
    question: "Prima discuție este gratuită?",
    answer:
      "Da. În prima întâlnire, online sau la sediul nostru, analizăm situația actuală a afacerii tale în online, concurența și oportunitățile cele mai rapide. Pleci cu idei concrete, chiar dacă nu decizi să lucrăm împreună.",
  },
  {
    question: "Cât costă serviciile voastre?",
    answer:
      "Depinde de canale și de obiective. Pe pagina Tarife găsești pachete cu prețuri clare, iar un website de prezentare simplu pornește de la 800 de euro. Pentru campaniile plătite recomandăm un buget de publicitate separat, de exemplu 1000 de euro pe lună, ajustat după rezultate.",
  },
  {
    question: "În cât timp se văd primele rezultate?",
    answer:
      "Campaniile Google Ads și Meta Ads pot aduce primele cereri în câteva zile de la lansare. SEO are nevoie de timp: primele creșteri apar de regulă după 3 până la 6 luni, iar rezultatele se consolidează în timp.",
  },
  {
    question: "Există o perioadă minimă de colaborare?",
    answer:
      "Pentru campanii și social media lucrăm lunar, fără contracte pe ani întregi. Pentru SEO recomandăm cel puțin 6 luni, pentru că atât durează până când efortul se vede clar în poziții și trafic.",
  },
  {
    question: "Ale cui rămân conturile de publicitate, site-ul și datele?",
    answer:
      "Ale tale. Conturile de Google Ads, Meta, Analytics și domeniul site-ului sunt create pe numele firmei tale sau îți sunt transferate. Dacă încetăm colaborarea, le păstrezi pe toate, cu tot istoricul lor.",
  },
  {
    question: "Cum aflu ce se întâmplă cu bugetul meu?",
    answer:
      "Primești în fiecare lună un raport clar cu cheltuielile, cererile și vânzările aduse, plus recomandările pentru luna următoare. Consultantul tău dedicat îți răspunde oricând la întrebări.",
  },
  {
    question: "Lucrați și cu firme din afara Bucureștiului sau din domeniul meu?",
    answer:
      "Da. Avem peste 150 de clienți din toată țara, de la magazine online și firme de servicii până la peste 20 de clinici medicale. Lucrăm la distanță fără probleme, cu întâlniri online regulate.",
  },
];
