import { html } from "./html";
import type { CaseStudySeed } from "./types";

/** Five published case studies and one draft; the clients are fictional. */
export const CASE_STUDIES: CaseStudySeed[] = [
  {
    title: "Clinică stomatologică: de trei ori mai multe programări online",
    slug: "clinica-stomatologica-programari-online",
    client: "Dentis Nova Clinic",
    industry: "Medical",
    services: "SEO, Google Ads, Creare website",
    perioada: "Martie 2023 - Prezent",
    excerpt:
      "Un site nou, SEO local și campanii Google Ads pe specialități au triplat programările online ale unei clinici stomatologice din Cluj-Napoca.",
    metaTitle: "Studiu de caz: clinică stomatologică, +212% programări",
    metaDescription:
      "Cum am crescut cu 212% programările online ale unei clinici stomatologice prin site nou, SEO local și Google Ads pe specialități.",
    daysAgo: 9,
    status: "published",
    content: html`
      <p>Dentis Nova Clinic are două locații în Cluj-Napoca și o echipă de 14 medici. Înainte de colaborare, aproape toate programările veneau telefonic, din recomandări, iar site-ul vechi nu apărea în Google pentru nicio căutare importantă.</p>
      <h2>Provocarea</h2>
      <ul>
        <li>Site lent, neadaptat pentru mobil și fără formular de programare.</li>
        <li>Concurență puternică pe căutări precum „implant dentar Cluj”.</li>
        <li>Campanii Google Ads administrate intern, cu un cost pe programare de peste 60 de euro.</li>
      </ul>
      <h2>Ce am făcut</h2>
      <p>Am construit un site nou, cu pagini dedicate fiecărui tratament și fiecărui medic, și cu programare online conectată la calendarul clinicii. Am optimizat profilurile de companie Google ale ambelor locații și am lansat o strategie de recenzii.</p>
      <p>Campaniile Google Ads au fost reorganizate pe specialități, cu bugete separate pentru implantologie, ortodonție și stomatologie generală, iar conversiile au fost măsurate până la programarea confirmată.</p>
      <h2>Rezultate după 12 luni</h2>
      <table>
        <tbody>
          <tr><th>Indicator</th><th>Înainte</th><th>După 12 luni</th></tr>
          <tr><td>Programări online pe lună</td><td>34</td><td>106</td></tr>
          <tr><td>Trafic organic lunar</td><td>1.200</td><td>7.900</td></tr>
          <tr><td>Cost pe programare (Google Ads)</td><td>62 €</td><td>27 €</td></tr>
          <tr><td>Recenzii Google</td><td>48</td><td>310</td></tr>
        </tbody>
      </table>
      <p>Clinica a deschis în 2024 a treia locație, iar pagina ei a ajuns pe prima poziție în harta Google în mai puțin de trei luni.</p>
    `,
  },
  {
    title: "Magazin de cosmetice naturale: ROAS de peste 15000% pe campaniile de brand",
    slug: "magazin-cosmetice-naturale-roas",
    client: "Verde Pur Cosmetice",
    industry: "E-commerce",
    services: "Google Ads, Google Shopping, E-mail marketing",
    perioada: "Ianuarie 2024 - Prezent",
    excerpt:
      "Restructurarea campaniilor Shopping și automatizările de e-mail au dublat vânzările unui magazin online de cosmetice, cu același buget de publicitate.",
    metaTitle: "Studiu de caz: cosmetice naturale, ROAS 15000%+",
    metaDescription:
      "Campanii Shopping restructurate și automatizări de e-mail care au dublat vânzările unui magazin online de cosmetice naturale.",
    daysAgo: 38,
    status: "published",
    content: html`
      <p>Verde Pur Cosmetice vinde online produse cosmetice naturale fabricate în România. Magazinul avea trafic bun din rețelele sociale, dar campaniile Google aduceau vânzări cu o marjă foarte mică.</p>
      <h2>Provocarea</h2>
      <p>Toate cele peste 400 de produse erau într-o singură campanie Shopping. Bugetul ajungea în principal la produsele ieftine, iar cele cu marjă mare primeau foarte puține afișări.</p>
      <h2>Soluția</h2>
      <ul>
        <li>Am împărțit produsele în grupuri după marjă și performanță, cu ținte de ROAS diferite.</li>
        <li>Am rescris titlurile din feed folosind termenii pe care îi caută clienții.</li>
        <li>Am separat campania de brand, care a ajuns la un ROAS de peste 15000%.</li>
        <li>Am configurat secvențe de e-mail pentru coș abandonat, reaprovizionare și reactivare.</li>
      </ul>
      <h2>Rezultate</h2>
      <p>În primele șase luni, vânzările din Google au crescut cu 118%, iar ROAS-ul total al contului a urcat de la 380% la 940%. Automatizările de e-mail generează acum 22% din venitul lunar al magazinului, la un cost aproape zero.</p>
      <p>Cel mai important rezultat pentru client: profitul net din campanii s-a triplat, cu un buget de publicitate aproape neschimbat.</p>
    `,
  },
  {
    title: "Ansamblu rezidențial: 480 de lead-uri calificate în șase luni",
    slug: "ansamblu-rezidential-lead-uri",
    client: "Rezidența Parcului Nord",
    industry: "Imobiliare",
    services: "Google Ads, Reclame Facebook și Instagram, Landing page",
    perioada: "Aprilie 2024 - Septembrie 2024",
    excerpt:
      "Landing page-uri pe tipuri de apartamente și campanii Meta și Google cu filtrare a lead-urilor au adus 480 de cereri calificate pentru un dezvoltator imobiliar.",
    metaTitle: "Studiu de caz: 480 de lead-uri imobiliare în 6 luni",
    metaDescription:
      "Cum am generat 480 de lead-uri calificate pentru un ansamblu rezidențial, cu landing page-uri dedicate și campanii Google și Meta.",
    daysAgo: 66,
    status: "published",
    content: html`
      <p>Rezidența Parcului Nord este un ansamblu de 160 de apartamente aflat în construcție. Dezvoltatorul avea nevoie de vizite în showroom, nu de simple cereri de informații.</p>
      <h2>Abordarea</h2>
      <p>Am creat câte o pagină de destinație pentru fiecare tip de apartament, cu planuri, prețuri orientative și un calculator de rate. Formularul cerea bugetul și termenul estimat de achiziție, pentru a separa cumpărătorii hotărâți de curioși.</p>
      <ul>
        <li>Campanii Google Search pe căutări de tip „apartamente noi” în zonă.</li>
        <li>Campanii Meta cu formulare native și clipuri filmate în apartamentul model.</li>
        <li>Remarketing pentru vizitatorii paginilor de prețuri.</li>
      </ul>
      <h2>Rezultate</h2>
      <p>În șase luni au fost generate 480 de lead-uri calificate, la un cost mediu de 19 euro. Dintre acestea, 126 au vizitat showroom-ul, iar 41 au semnat un antecontract. La finalul campaniei, peste 70% din apartamente erau rezervate.</p>
    `,
  },
  {
    title: "Bistro local: rebranding și social media care umplu mesele",
    slug: "bistro-rebranding-social-media",
    client: "Casa Dorului Bistro",
    industry: "HoReCa",
    services: "Branding, Social Media, Reclame Facebook și Instagram",
    perioada: "Septembrie 2023 - Prezent",
    excerpt:
      "O identitate vizuală nouă, conținut video constant și campanii locale au crescut rezervările unui bistro din Brașov cu 65%.",
    metaTitle: "Studiu de caz: bistro, +65% rezervări după rebranding",
    metaDescription:
      "Rebranding complet, conținut video și campanii locale pe Instagram și TikTok pentru un bistro din Brașov: cu 65% mai multe rezervări.",
    daysAgo: 97,
    status: "published",
    content: html`
      <p>Casa Dorului Bistro avea mâncare foarte apreciată, dar o imagine învechită și o pagină de Instagram cu postări rare. Clienții noi ajungeau aproape exclusiv din recomandări.</p>
      <h2>Rebrandingul</h2>
      <p>Am păstrat numele, dar am creat un logo nou, o paletă de culori inspirată de interiorul restaurantului și meniuri noi, tipărite și digitale. Ghidul de brand include șabloane pentru postări și stories.</p>
      <h2>Social media</h2>
      <ul>
        <li>Trei clipuri scurte pe săptămână, filmate în bucătărie și în salon.</li>
        <li>Postări cu meniul zilei și evenimentele de weekend.</li>
        <li>Campanii locale pe o rază de 10 km, cu buget de 400 de euro pe lună.</li>
      </ul>
      <h2>Rezultate după un an</h2>
      <p>Comunitatea de pe Instagram a crescut de la 1.800 la 14.500 de urmăritori, iar un clip despre rețeta de papanași a depășit 600.000 de vizualizări pe TikTok. Rezervările online au crescut cu 65%, iar evenimentele private au devenit o sursă constantă de venit.</p>
    `,
  },
  {
    title: "Centru de recuperare medicală: SEO local în patru orașe",
    slug: "centru-recuperare-seo-local",
    client: "Kinetic Recuperare",
    industry: "Medical",
    services: "SEO, Content marketing",
    perioada: "Iunie 2022 - Prezent",
    excerpt:
      "Pagini locale, articole validate de kinetoterapeuți și o strategie de recenzii au adus un centru de recuperare pe primele poziții în patru orașe.",
    metaTitle: "Studiu de caz: SEO local medical în patru orașe",
    metaDescription:
      "Pagini locale, conținut validat medical și recenzii: cum a ajuns un centru de recuperare în top 3 Google Maps în patru orașe.",
    daysAgo: 128,
    status: "published",
    content: html`
      <p>Kinetic Recuperare are centre de kinetoterapie în București, Iași, Timișoara și Constanța. Fiecare centru concura cu clinici locale bine cunoscute, iar site-ul avea o singură pagină de contact pentru toate locațiile.</p>
      <h2>Ce am făcut</h2>
      <ul>
        <li>Câte o pagină pentru fiecare centru, cu echipa, echipamentele și programul local.</li>
        <li>Profiluri de companie Google complete, cu fotografii reale actualizate lunar.</li>
        <li>Peste 40 de articole despre recuperare, validate de kinetoterapeuții clientului.</li>
        <li>Un proces simplu de cerere a recenziilor după ultima ședință de tratament.</li>
      </ul>
      <h2>Rezultate</h2>
      <p>După 18 luni, toate cele patru centre apar în primele trei rezultate din Google Maps pentru căutările principale din orașul lor. Traficul organic a crescut de 5,4 ori, iar apelurile din profilurile Google au ajuns la peste 900 pe lună.</p>
      <p>Articolele de blog aduc acum aproape jumătate din traficul site-ului și sunt citate frecvent de pacienți la prima programare.</p>
    `,
  },
  {
    title: "Producător de mobilier: lansarea unui magazin online B2B",
    slug: "producator-mobilier-magazin-b2b",
    client: "Lemnaria Atelier",
    industry: "Producție",
    services: "Creare website, SEO",
    perioada: "Februarie 2025 - Prezent",
    excerpt: "Studiu de caz în lucru: lansarea unui magazin online pentru clienți business.",
    metaTitle: "Studiu de caz: magazin online B2B pentru mobilier",
    metaDescription: "Lansarea unui magazin online B2B pentru un producător de mobilier din lemn masiv.",
    daysAgo: 2,
    status: "draft",
    content: html`
      <p>Proiect în desfășurare. Rezultatele vor fi publicate după primele șase luni de la lansare.</p>
    `,
  },
];
