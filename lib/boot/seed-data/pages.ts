import { html } from "./html";
import { LEGAL_PAGES } from "./legal";
import type { PageSeed } from "./types";

/** The pages behind the fixed public routes (SPEC 7.2: fetched by slug) and one landing page. */
const ROUTE_PAGES: PageSeed[] = [
  {
    name: "Despre noi",
    slug: "despre-noi",
    metaTitle: "Despre noi: agenție de marketing online pentru IMM-uri",
    metaDescription:
      "Peste 15 specialiști, peste 150 de clienți și peste 5 ani de experiență în SEO, Google Ads, branding, social media și creare de site-uri.",
    upperContent: html`
      <p>Suntem o echipă de peste 15 specialiști în marketing online. De peste 5 ani ajutăm firmele mici și mijlocii și clinicile medicale să fie găsite, alese și recomandate.</p>
    `,
    lowerContent: html`
      <h2>O agenție construită în jurul rezultatelor</h2>
      <p>Am pornit de la o idee simplă: marketingul trebuie să aducă profit, nu doar rapoarte frumoase. De aceea fiecare colaborare începe cu obiective măsurabile și se încheie, lună de lună, cu cifre pe care le poți verifica.</p>
      <h2>Ce ne diferențiază</h2>
      <ul>
        <li><strong>Specialiști pe fiecare canal</strong>: SEO, Google Ads, social media, design, dezvoltare web și conținut.</li>
        <li><strong>Experiență în domeniul medical</strong>: peste 20 de clinici și cabinete au ales să lucreze cu noi.</li>
        <li><strong>Transparență</strong>: conturile de publicitate și site-urile rămân pe numele tău.</li>
        <li><strong>Relații pe termen lung</strong>: peste 150 de clienți, mulți alături de noi de la început.</li>
      </ul>
      <h2>Cum lucrăm</h2>
      <p>Pornim cu o consultanță gratuită, construim împreună strategia, o implementăm și măsurăm rezultatele. Apoi o ajustăm constant, pe baza datelor. Este un proces simplu, dar aplicat consecvent face diferența.</p>
    `,
  },
  {
    name: "Contact",
    slug: "contact",
    metaTitle: "Contact: cere o ofertă de marketing online",
    metaDescription:
      "Scrie-ne despre afacerea ta și primești în cel mult o zi lucrătoare o propunere de strategie pentru SEO, Google Ads, social media sau site nou.",
    upperContent: html`
      <p>Spune-ne pe scurt despre afacerea ta și despre obiectivele tale. Îți răspundem în cel mult o zi lucrătoare cu primele recomandări.</p>
    `,
    lowerContent: html`
      <h2>Prima discuție este gratuită</h2>
      <p>În prima întâlnire, online sau la sediul nostru, analizăm împreună situația actuală a afacerii tale în online, concurența și oportunitățile cele mai rapide. Pleci cu idei concrete, chiar dacă nu decizi să lucrăm împreună.</p>
      <p>Preferi să vezi mai întâi prețurile? Consultă <a href="/tarife">pachetele și tarifele noastre</a>.</p>
    `,
  },
  {
    name: "Blog",
    slug: "blog",
    metaTitle: "Blog de marketing online: ghiduri SEO, PPC și social media",
    metaDescription:
      "Articole practice despre SEO, Google Ads, social media, branding și creare de site-uri, scrise de specialiștii agenției.",
    upperContent: html`
      <p>Ghiduri practice și lecții învățate din proiectele noastre, pentru antreprenori care vor să înțeleagă marketingul online.</p>
    `,
    lowerContent: html`
      <h2>Marketing online explicat simplu</h2>
      <p>Scriem despre ce funcționează în practică: cum alegi cuvintele cheie, cum citești rezultatele unei campanii Google Ads, cum planifici conținutul pentru rețelele sociale și cum îți dai seama că site-ul are nevoie de o schimbare. Fiecare articol pornește de la întrebări reale primite de la clienți.</p>
    `,
  },
  {
    name: "Studii de caz",
    slug: "studii-de-caz",
    metaTitle: "Studii de caz: rezultate reale în marketing online",
    metaDescription:
      "Proiecte pentru clinici medicale, magazine online, dezvoltatori imobiliari și restaurante, cu cifrele obținute.",
    upperContent: html`
      <p>Rezultate reale obținute pentru clienții noștri: de la ROAS de peste 15000% în e-commerce la programări triplate pentru clinici medicale.</p>
    `,
    lowerContent: html`
      <h2>Fiecare afacere are provocarea ei</h2>
      <p>Nu folosim rețete universale. Fiecare studiu de caz arată punctul de plecare, deciziile pe care le-am luat și rezultatele măsurate. Dacă recunoști o situație asemănătoare cu a ta, <a href="/contact">hai să discutăm</a>.</p>
    `,
  },
  {
    name: "Echipa",
    slug: "echipa",
    metaTitle: "Echipa: specialiștii din spatele rezultatelor",
    metaDescription:
      "Cunoaște echipa de peste 15 specialiști în SEO, Google Ads, social media, branding, dezvoltare web și conținut.",
    upperContent: html`
      <p>Peste 15 specialiști, fiecare expert în domeniul lui, care lucrează împreună pentru rezultatele clienților noștri.</p>
    `,
    lowerContent: html`
      <h2>Oameni, nu doar servicii</h2>
      <p>Fiecare client are un consultant dedicat, care coordonează specialiștii implicați în proiect. Așa ai un singur interlocutor, dar beneficiezi de experiența întregii echipe.</p>
    `,
  },
  {
    name: "Tarife",
    slug: "tarife",
    metaTitle: "Tarife marketing online: SEO, Google Ads, site-uri",
    metaDescription:
      "Prețuri transparente pentru SEO, Google Ads, social media, branding și site-uri. Site-uri simple de la 800 €. Pachete complete disponibile.",
    upperContent: html`
      <p>Prețuri clare, fără costuri ascunse. Alege un pachet pentru un singur serviciu, un pachet complet sau răspunde la câteva întrebări și îți recomandăm noi varianta potrivită.</p>
    `,
    lowerContent: html`
      <h2>Cum stabilim prețul</h2>
      <p>Tarifele afișate sunt punctul de pornire pentru majoritatea proiectelor. Oferta finală depinde de mărimea site-ului, de concurența din domeniu și de obiectivele tale. Bugetul pentru reclame se plătește separat, direct către Google sau Meta.</p>
      <h3>Fără perioadă minimă ascunsă</h3>
      <p>Abonamentele lunare pot fi încheiate cu o lună de preaviz. Recomandăm totuși cel puțin 6 luni pentru SEO, pentru că rezultatele organice au nevoie de timp.</p>
    `,
  },
  {
    name: "Marketing medical",
    slug: "marketing-medical",
    metaTitle: "Marketing medical pentru clinici și cabinete",
    metaDescription:
      "Strategii de marketing online pentru clinici medicale: SEO local, Google Ads și site-uri cu programare online. Peste 20 de clienți medicali.",
    upperContent: html`
      <p>Mai mulți pacienți pentru clinica ta, cu respectarea regulilor de publicitate în domeniul medical.</p>
    `,
    lowerContent: html`
      <p>Pacienții își caută astăzi medicul pe Google, citesc recenzii și compară clinicile înainte să sune. Peste 20 de clinici și cabinete din România au ales agenția noastră pentru a fi prima opțiune în aceste momente.</p>
      <h2>Ce facem pentru clinicile medicale</h2>
      <ul>
        <li><strong>Site cu programare online</strong>, conectat la calendarul medicilor.</li>
        <li><strong>SEO local</strong> pentru fiecare locație și specialitate.</li>
        <li><strong>Google Ads pe specialități</strong>, cu măsurarea programărilor confirmate.</li>
        <li><strong>Conținut validat medical</strong>: articole scrise de copywriteri și verificate de medicii tăi.</li>
        <li><strong>Managementul reputației</strong>: recenzii și răspunsuri profesioniste.</li>
      </ul>
      <h2>Marketing responsabil</h2>
      <p>Publicitatea medicală are reguli stricte, atât în politicile Google și Meta, cât și în codul deontologic al profesiei. Nu promitem vindecări, nu folosim imagini înainte și după fără acord și nu construim audiențe pe baza afecțiunilor pacienților.</p>
      <h2>Rezultate obținute</h2>
      <p>O clinică stomatologică din Cluj-Napoca și-a triplat programările online în 12 luni, iar un centru de recuperare a ajuns în primele trei rezultate Google Maps în patru orașe. <a href="/studii-de-caz">Citește studiile de caz</a> sau <a href="/contact">cere o analiză gratuită</a> pentru clinica ta.</p>
    `,
  },
];

export const PAGES: PageSeed[] = [...ROUTE_PAGES, ...LEGAL_PAGES];
