import { html } from "./html";
import type { TeamSeed } from "./types";

/** Fictional team; the portraits are generated placeholders with the person's initials. */
export const TEAM: TeamSeed[] = [
  {
    name: "Andrei Popescu",
    title: "CEO și fondator",
    keyword: "Strategie",
    description: html`
      <p>Andrei a fondat agenția după mai mulți ani de marketing în companii de retail. Coordonează strategia fiecărui client nou și crede că orice campanie trebuie judecată după profitul adus, nu după numărul de aprecieri.</p>
    `,
  },
  {
    name: "Ioana Marinescu",
    title: "Head of SEO",
    keyword: "SEO",
    description: html`
      <p>Ioana conduce echipa SEO și a coordonat proiecte pentru peste 60 de site-uri, de la cabinete medicale la magazine online cu zeci de mii de produse. Îi plac auditurile tehnice și problemele pe care nu le-a găsit nimeni înainte.</p>
    `,
  },
  {
    name: "Mihai Dumitrescu",
    title: "Specialist Google Ads",
    keyword: "Google Ads",
    description: html`
      <p>Mihai administrează bugete de publicitate pentru clienți din e-commerce și din domeniul medical. Este certificat Google Ads și urmărește fiecare campanie până la costul real al unui client nou.</p>
    `,
  },
  {
    name: "Elena Stan",
    title: "Social Media Manager",
    keyword: "Social Media",
    description: html`
      <p>Elena planifică și coordonează conținutul pentru paginile clienților noștri. Are un talent special pentru clipurile scurte care ajung la mii de oameni fără buget de promovare.</p>
    `,
  },
  {
    name: "Radu Ionescu",
    title: "Web Developer",
    keyword: "Web Development",
    description: html`
      <p>Radu construiește site-uri rapide și magazine online ușor de administrat. Are o regulă simplă: niciun site nu se lansează fără un scor bun de viteză pe mobil.</p>
    `,
  },
  {
    name: "Cristina Vasile",
    title: "Brand Designer",
    keyword: "Branding",
    description: html`
      <p>Cristina creează identități vizuale, de la logo la ghidul de brand complet. Înainte de orice schiță, stă de vorbă cu clienții clientului ca să înțeleagă ce îi face să revină.</p>
    `,
  },
  {
    name: "Alexandra Georgescu",
    title: "Content Writer",
    keyword: "Content",
    description: html`
      <p>Alexandra scrie articole, texte pentru site-uri și newslettere. Lucrează îndeaproape cu medicii și specialiștii clienților, pentru ca fiecare text să fie corect, clar și ușor de citit.</p>
    `,
  },
];
