/**
 * Fixed copy of the home page (SPEC 1: "most public copy is hard-coded"). Figures come from SPEC 9:
 * over 15 specialists, over 150 clients, over 20 medical clients, ROAS over 15000%, over 5 years,
 * simple websites from 800 euro, a monthly budget example of 1000 euro. People and companies quoted
 * here are fictional.
 */

export const HOME_META = {
  title: "Agenție de marketing online pentru IMM-uri și clinici",
  description:
    "SEO, Google Ads, social media, branding și website-uri rapide pentru IMM-uri și clinici medicale. Peste 150 de clienți, rezultate măsurabile lunar.",
} as const;

export const HERO = {
  eyebrow: "Agenție de marketing online · peste 5 ani de rezultate",
  /** The headline, with the highlighted words apart so they can carry the brand gradient. */
  title: { lead: "Marketing online care se vede în", highlight: "vânzări", tail: ", nu doar în rapoarte" },
  subtitle:
    "Strategie, SEO, Google Ads, social media și website-uri rapide pentru IMM-uri și clinici medicale. Pornim de la obiectivele tale de business, măsurăm fiecare leu investit și îți arătăm lunar ce a adus.",
  primaryCta: { label: "Solicită o ofertă", href: "/contact" },
  secondaryCta: { label: "Vezi tarifele", href: "/tarife" },
} as const;

export type TrustFigure = { value: string; unit?: string; label: string };

/** Shown as "15+" with a hidden "peste" for screen readers, which hear "peste 15 specialiști în echipă". */
export const TRUST_FIGURES: TrustFigure[] = [
  { value: "15", label: "specialiști în echipă" },
  { value: "150", label: "clienți mulțumiți" },
  { value: "20", label: "clienți din domeniul medical" },
  { value: "15000", unit: "%", label: "ROAS în campanii de brand" },
  { value: "5", label: "ani de experiență" },
];

export type ProcessStep = { title: string; text: string; detail: string };

export const WORK_PROCESS: ProcessStep[] = [
  {
    title: "Audit și descoperire",
    text: "Analizăm site-ul, concurența, datele din Google Analytics și campaniile existente. Aflăm ce vinde, cui și cu ce marjă.",
    detail: "Săptămâna 1",
  },
  {
    title: "Strategie pe cifre",
    text: "Stabilim canalele, bugetul, obiectivele lunare și indicatorii pe care îi urmărim. Știi de la început ce înseamnă succesul.",
    detail: "Săptămâna 2",
  },
  {
    title: "Implementare",
    text: "Configurăm tracking-ul corect, lansăm campaniile, optimizăm site-ul și publicăm conținutul. Fără luni de așteptare.",
    detail: "Săptămânile 3-4",
  },
  {
    title: "Optimizare continuă",
    text: "Testăm mesaje, audiențe și pagini de destinație. Mutăm bugetul acolo unde aduce clienți, nu doar click-uri.",
    detail: "În fiecare săptămână",
  },
  {
    title: "Raportare transparentă",
    text: "Primești un raport lunar pe înțelesul tău și o discuție despre ce a mers, ce nu și ce facem mai departe.",
    detail: "În fiecare lună",
  },
];

export type ClientLogo = { name: string; src: string; width: number; height: number };

/** Fictional brand marks drawn for the site: SVG sources and their WebP copies (scripts/rasterize-artwork.mjs) in public/home/clients. */
export const CLIENT_LOGOS: ClientLogo[] = [
  { name: "DentaVita", src: "/home/clients/dentavita.webp", width: 185, height: 48 },
  { name: "MedPlus Clinic", src: "/home/clients/medplus.webp", width: 245, height: 48 },
  { name: "Casa Verde Imobiliare", src: "/home/clients/casa-verde.webp", width: 201, height: 48 },
  { name: "Bistro Aroma", src: "/home/clients/bistro-aroma.webp", width: 214, height: 48 },
  { name: "Natura Skin", src: "/home/clients/natura-skin.webp", width: 189, height: 48 },
  { name: "FitLine", src: "/home/clients/fitline.webp", width: 153, height: 48 },
  { name: "Lemnaria", src: "/home/clients/lemnaria.webp", width: 176, height: 48 },
  { name: "NovaTech", src: "/home/clients/novatech.webp", width: 187, height: 48 },
  { name: "AutoPrim", src: "/home/clients/autoprim.webp", width: 201, height: 48 },
  { name: "EduKids", src: "/home/clients/edukids.webp", width: 162, height: 48 },
  { name: "Salvia Farmacii", src: "/home/clients/farmacia-salvia.webp", width: 243, height: 48 },
  { name: "AgroCâmpia", src: "/home/clients/agrocampia.webp", width: 221, height: 48 },
];

export const CEO = {
  name: "Andrei Popescu",
  role: "CEO și fondator",
  image: { src: "/home/ceo-andrei-popescu.webp", width: 800, height: 960 },
  heading: "Construim marketing pe care l-am vrea pentru propria afacere.",
  paragraphs: [
    "Am pornit agenția după ani în care am văzut firme mici plătind campanii care arătau bine în rapoarte și nu aduceau niciun client nou. Așa că am făcut regula de bază simplă: fiecare leu investit trebuie să se vadă în vânzări, programări sau cereri de ofertă.",
    "Astăzi lucrăm cu peste 150 de clienți, de la cabinete stomatologice și clinici la magazine online și producători locali. Nu promitem locul 1 în Google peste noapte. Promitem o strategie clară, oameni care răspund la telefon și cifre pe care le poți verifica oricând.",
  ],
  quote: "Un client care crește cu noi doi ani la rând valorează mai mult decât orice premiu de creativitate.",
  signature: "Andrei Popescu",
} as const;

export type Testimonial = { quote: string; name: string; role: string; company: string; city: string; service: string };

/** SPEC 2.1: a carousel of 11 fixed client testimonials. */
export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "În trei luni am ajuns la dublul programărilor online. Cel mai mult apreciez că primim un raport clar în fiecare lună și știm exact cât ne costă un pacient nou.",
    name: "Dr. Irina Constantinescu",
    role: "Medic stomatolog, administrator",
    company: "DentaVita",
    city: "Cluj-Napoca",
    service: "Google Ads",
  },
  {
    quote:
      "Aveam un site vechi pe care nu-l găsea nimeni. Acum apărem pe primele poziții pentru tratamentele noastre în patru orașe, iar telefonul sună și sâmbăta.",
    name: "Mihaela Dobre",
    role: "Director de marketing",
    company: "MedPlus Clinic",
    city: "Iași",
    service: "SEO local",
  },
  {
    quote:
      "Campaniile de brand au ajuns la un ROAS pe care nu-l credeam posibil. Echipa a înțeles produsele noastre mai bine decât unele agenții mari cu care am lucrat înainte.",
    name: "Roxana Tudor",
    role: "Fondatoare",
    company: "Natura Skin",
    city: "București",
    service: "Performance Max",
  },
  {
    quote:
      "Ne-au făcut un site de prezentare rapid, curat și ușor de actualizat, la un preț corect. În prima lună am primit mai multe cereri de ofertă decât în tot anul trecut.",
    name: "Sorin Matei",
    role: "Administrator",
    company: "Lemnaria",
    city: "Brașov",
    service: "Creare website",
  },
  {
    quote:
      "Rebrandingul ne-a schimbat complet imaginea. Clienții noi spun că ne-au descoperit pe Instagram, iar mesele sunt pline și în timpul săptămânii.",
    name: "Andreea Lungu",
    role: "Proprietar",
    company: "Bistro Aroma",
    city: "Timișoara",
    service: "Branding și social media",
  },
  {
    quote:
      "Lead-urile vin acum calificate, cu buget și termen de mutare. Echipa noastră de vânzări pierde mult mai puțin timp cu cereri care nu duc nicăieri.",
    name: "Cătălin Georgescu",
    role: "Director vânzări",
    company: "Casa Verde Imobiliare",
    city: "Constanța",
    service: "Campanii Meta și Google",
  },
  {
    quote:
      "Am pornit cu un buget mic și am crescut treptat, doar după ce am văzut rezultatele. Nimeni nu ne-a împins să cheltuim mai mult decât era cazul.",
    name: "Bianca Stoica",
    role: "Manager",
    company: "FitLine",
    city: "Oradea",
    service: "Social media ads",
  },
  {
    quote:
      "Newsletterul automatizat aduce acum aproape o cincime din vânzările magazinului online. Setarea a durat două săptămâni, rezultatele au venit din prima lună.",
    name: "Vlad Ene",
    role: "E-commerce manager",
    company: "AutoPrim",
    city: "Pitești",
    service: "E-mail marketing",
  },
  {
    quote:
      "Articolele de blog scrise de echipă ne aduc zilnic părinți interesați de cursuri. Conținutul sună a noi, nu a un text generic copiat de pe internet.",
    name: "Laura Pavel",
    role: "Coordonator",
    company: "EduKids",
    city: "Sibiu",
    service: "Content marketing",
  },
  {
    quote:
      "Ne-au ajutat să punem ordine în toate canalele: site, Google, Facebook și e-mail. Pentru prima dată avem un plan de marketing pe care îl putem urmări lună de lună.",
    name: "Daniel Radu",
    role: "Director general",
    company: "Salvia Farmacii",
    city: "Craiova",
    service: "Plan strategic",
  },
  {
    quote:
      "Magazinul online B2B a fost gata în termenul promis, iar distribuitorii comandă acum singuri, fără telefoane și e-mailuri pierdute. Investiția s-a amortizat în câteva luni.",
    name: "Gabriel Nistor",
    role: "Fondator",
    company: "AgroCâmpia",
    city: "Buzău",
    service: "Magazin online",
  },
];

export const MOTTOS = {
  primary: {
    title: "Nu vindem vise. Livrăm rezultate măsurabile.",
    text: "Fiecare campanie are un obiectiv, un buget și un indicator clar. Dacă ceva nu funcționează, îți spunem și schimbăm direcția, fără scuze și fără jargon.",
  },
  secondary: {
    title: "Bugetul tău e banul tău. Îl tratăm ca pe al nostru.",
    text: "Poți începe cu un site de prezentare de la 800 de euro sau cu un buget lunar de promovare de 1000 de euro. Creștem investiția doar atunci când cifrele o justifică.",
  },
} as const;

/** The investment band: the second motto and two entry points with SPEC 9's figures. */
export const PRICING_TEASER = {
  eyebrow: "Investiție",
  text: "Spune-ne unde ești acum și unde vrei să ajungi. În 48 de ore primești o propunere cu strategia, bugetul recomandat și rezultatele la care ne putem angaja.",
  offers: [
    {
      name: "Website de prezentare",
      lead: "de la",
      amount: "800",
      unit: "€",
      note: "plată unică, fără abonament",
      text: "Design personalizat, rapid pe mobil și pregătit pentru Google, cu formular de contact și tracking configurat.",
      features: ["Livrare în 3-4 săptămâni", "Texte optimizate SEO", "Găzduire și mentenanță opționale"],
    },
    {
      name: "Campanii de promovare",
      lead: "exemplu de buget",
      amount: "1000",
      unit: "€/lună",
      note: "buget de promovare, plătit direct platformelor",
      text: "Google Ads și Meta Ads administrate de specialiști, cu optimizări săptămânale și raport lunar pe înțelesul tău.",
      features: ["Strategie și tracking incluse", "Optimizare continuă a bugetului", "Fără contracte pe termen lung"],
    },
  ],
  primaryCta: { label: "Solicită o ofertă", href: "/contact" },
  secondaryCta: { label: "Vezi tarifele", href: "/tarife" },
} as const;
