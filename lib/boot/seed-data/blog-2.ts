import { html } from "./html";
import type { BlogSeed } from "./types";

export const BLOG_PART_2: BlogSeed[] = [
  {
    title: "9 automatizări de e-mail marketing care aduc vânzări",
    slug: "automatizari-email-marketing",
    excerpt:
      "Mesajele automate lucrează pentru tine zi și noapte. Iată nouă secvențe pe care orice magazin online sau firmă de servicii le poate configura.",
    categories: ["E-mail Marketing"],
    metaTitle: "9 automatizări de e-mail marketing care vând",
    metaDescription:
      "Secvențe automate de e-mail pentru magazine online și firme de servicii: bun venit, coș abandonat, reactivare și altele.",
    daysAgo: 43,
    status: "published",
    content: html`
      <p>Un newsletter lunar este un început bun, dar adevărata valoare a e-mail marketingului vine din automatizări: mesaje trimise exact când clientul face, sau nu face, o anumită acțiune.</p>
      <h2>Automatizările esențiale</h2>
      <ol>
        <li><strong>Bun venit</strong>: 2-3 e-mailuri care prezintă brandul și oferă un motiv pentru prima comandă.</li>
        <li><strong>Coș abandonat</strong>: un memento la o oră și altul la o zi după abandon.</li>
        <li><strong>Confirmare și mulțumire</strong>: după comandă, cu detalii utile despre livrare.</li>
        <li><strong>Cerere de recenzie</strong>: la câteva zile după ce produsul a ajuns.</li>
        <li><strong>Vânzare complementară</strong>: produse care se potrivesc cu cele cumpărate.</li>
        <li><strong>Reaprovizionare</strong>: pentru produse care se termină, cum ar fi cosmeticele.</li>
        <li><strong>Aniversare</strong>: o surpriză în ziua clientului.</li>
        <li><strong>Reactivare</strong>: pentru clienții care nu au mai cumpărat de câteva luni.</li>
        <li><strong>Reamintire de programare</strong>: esențială pentru clinici și saloane.</li>
      </ol>
      <h2>Cu ce începi</h2>
      <p>Dacă ai timp pentru o singură automatizare, începe cu coșul abandonat pentru un magazin online sau cu reamintirea programării pentru o firmă de servicii. Sunt cele care aduc cel mai repede rezultate măsurabile.</p>
      <h2>Atenție la GDPR</h2>
      <p>Mesajele comerciale se trimit doar persoanelor care și-au dat acordul, iar fiecare e-mail trebuie să conțină o opțiune simplă de dezabonare. Mesajele tranzacționale, cum ar fi confirmarea comenzii, au alte reguli, dar nu trebuie transformate în reclame.</p>
      <p>Configurăm aceste secvențe în Mailchimp, Brevo sau Klaviyo. <a href="/servicii/e-mail-marketing">Află mai multe despre serviciul nostru de e-mail marketing</a>.</p>
    `,
  },
  {
    title: "5 semne că afacerea ta are nevoie de rebranding",
    slug: "semne-ca-ai-nevoie-de-rebranding",
    excerpt:
      "Logo-ul făcut „pe moment” acum zece ani te poate costa clienți astăzi. Iată semnalele care arată că imaginea ta nu mai ține pasul cu afacerea.",
    categories: ["Branding"],
    metaTitle: "5 semne că afacerea ta are nevoie de rebranding",
    metaDescription:
      "Când este momentul pentru o identitate nouă? Cinci semnale clare și cum faci tranziția fără să pierzi clienții existenți.",
    daysAgo: 52,
    status: "published",
    content: html`
      <p>Afacerile cresc, se schimbă și intră pe piețe noi. Imaginea lor rămâne însă adesea blocată în momentul înființării. Iată cele mai frecvente semne că a venit timpul pentru o schimbare.</p>
      <h2>1. Clienții nu înțeleg ce faci</h2>
      <p>Dacă trebuie să explici de fiecare dată ce servicii oferi, mesajul brandului nu este clar. Un rebranding începe adesea cu o poziționare nouă, nu cu un logo nou.</p>
      <h2>2. Arăți mai mic decât ești</h2>
      <p>O firmă cu 40 de angajați și un logo făcut în grabă pierde contracte mari în fața unor concurenți mai mici, dar mai bine prezentați.</p>
      <h2>3. Identitatea nu funcționează online</h2>
      <p>Logo-urile foarte detaliate sau cu texte lungi devin ilizibile pe telefon și în fotografia de profil de pe rețelele sociale.</p>
      <h2>4. Fiecare material arată altfel</h2>
      <p>Culori diferite pe site, pe Facebook și pe cărțile de vizită transmit dezordine. Lipsa unui ghid de brand este una dintre cele mai frecvente probleme pe care le întâlnim.</p>
      <h2>5. Te-ai schimbat, dar imaginea nu</h2>
      <p>Servicii noi, un public nou sau o fuziune sunt momente naturale pentru o identitate actualizată.</p>
      <h3>Cum faci tranziția</h3>
      <ul>
        <li>Păstrează elementele pe care clienții le recunosc deja.</li>
        <li>Anunță schimbarea și explică motivul ei.</li>
        <li>Actualizează toate canalele în aceeași săptămână.</li>
      </ul>
      <p>Ai recunoscut unul dintre aceste semne? <a href="/servicii/rebranding">Vezi cum lucrăm la un rebranding</a>.</p>
    `,
  },
  {
    title: "Performance Max sau campanii Search: pe care să o alegi?",
    slug: "performance-max-sau-search",
    excerpt:
      "Performance Max promite automatizare completă, iar campaniile Search oferă control. Îți explicăm când folosim fiecare tip și de ce le combinăm adesea.",
    categories: ["PPC"],
    metaTitle: "Performance Max sau Search: ce campanie alegi?",
    metaDescription:
      "Avantajele și limitele campaniilor Performance Max față de Search în Google Ads și când merită să le folosești împreună.",
    daysAgo: 61,
    status: "published",
    content: html`
      <p>Performance Max a devenit tipul de campanie recomandat insistent de Google. Asta nu înseamnă că este alegerea potrivită pentru orice cont. Decizia depinde de date, de buget și de cât control îți dorești.</p>
      <h2>Ce face bine Performance Max</h2>
      <ul>
        <li>Ajunge la clienți pe toate canalele Google dintr-o singură campanie.</li>
        <li>Funcționează foarte bine pentru magazinele online cu un feed de produse bun.</li>
        <li>Învață rapid atunci când contul are multe conversii.</li>
      </ul>
      <h2>Unde rămân mai bune campaniile Search</h2>
      <ul>
        <li>Control exact asupra cuvintelor cheie și a textelor anunțurilor.</li>
        <li>Bugete mici, unde automatizarea nu are suficiente date.</li>
        <li>Servicii locale și B2B, unde fiecare căutare contează.</li>
      </ul>
      <h2>Recomandarea noastră</h2>
      <p>Pentru magazinele online pornim de obicei cu Performance Max pe produsele principale și o campanie Search pentru brand și pentru căutările foarte valoroase. Pentru servicii, pornim cu Search și testăm Performance Max doar după ce contul are cel puțin 30 de conversii pe lună.</p>
      <h2>Greșeli frecvente</h2>
      <p>Cea mai des întâlnită greșeală este lansarea unei campanii Performance Max fără excluderi de brand: campania „fură” apoi clienții care te căutau oricum pe nume și raportează rezultate spectaculoase, dar înșelătoare. A doua este schimbarea prea deasă a bugetelor și a țintelor, care resetează învățarea algoritmului.</p>
      <p>Indiferent de alegere, totul depinde de măsurarea corectă a conversiilor. Fără ea, orice automatizare optimizează spre ținta greșită.</p>
    `,
  },
  {
    title: "Reclame pe TikTok pentru afaceri locale: merită?",
    slug: "reclame-tiktok-afaceri-locale",
    excerpt:
      "TikTok nu mai este doar pentru adolescenți. Vezi ce tipuri de afaceri locale obțin rezultate, ce buget îți trebuie și ce fel de clipuri funcționează.",
    categories: ["Advertising", "Social Media Management"],
    metaTitle: "Reclame TikTok pentru afaceri locale: merită?",
    metaDescription:
      "Cum folosesc restaurantele, saloanele și clinicile TikTok Ads: buget de pornire, tipuri de clipuri și rezultate realiste.",
    daysAgo: 70,
    status: "published",
    content: html`
      <p>Publicul TikTok din România a crescut mult și nu mai este format doar din adolescenți. Pentru anumite afaceri locale, platforma aduce azi cea mai ieftină notorietate din online.</p>
      <h2>Pentru cine funcționează</h2>
      <ul>
        <li>Restaurante, cafenele și baruri.</li>
        <li>Saloane de înfrumusețare și clinici de estetică.</li>
        <li>Săli de sport și studiouri de dans.</li>
        <li>Magazine cu produse vizuale: haine, decorațiuni, flori.</li>
      </ul>
      <h2>Ce fel de clipuri au rezultate</h2>
      <p>Clipurile filmate cu telefonul, cu oameni reali și un început puternic în primele două secunde, au aproape întotdeauna rezultate mai bune decât producțiile scumpe. Culisele, transformările înainte și după și răspunsurile la întrebări frecvente sunt formatele pe care le recomandăm cel mai des.</p>
      <h2>Ce buget îți trebuie</h2>
      <p>Pentru un test relevant recomandăm cel puțin 300-500 de euro pe lună, timp de două luni. Costul pe mia de afișări este în continuare mai mic decât pe Facebook și Instagram în majoritatea nișelor.</p>
      <h2>Cum măsori rezultatele</h2>
      <p>TikTok rareori aduce vânzări imediate. Urmărim creșterea căutărilor de brand, vizitele în locație și rezultatele campaniilor de remarketing care folosesc audiențele construite pe TikTok.</p>
    `,
  },
  {
    title: "Core Web Vitals pe înțelesul tuturor",
    slug: "core-web-vitals-pe-intelesul-tuturor",
    excerpt:
      "LCP, INP și CLS sună tehnic, dar măsoară lucruri simple: cât de repede se încarcă site-ul, cât de repede reacționează și cât de stabil este.",
    categories: ["Web Development", "SEO"],
    metaTitle: "Core Web Vitals explicate simplu: LCP, INP, CLS",
    metaDescription:
      "Ce măsoară LCP, INP și CLS, de ce contează pentru Google și pentru clienți și ce poți îmbunătăți fără să refaci site-ul.",
    daysAgo: 82,
    status: "published",
    content: html`
      <p>Google folosește un set de trei indicatori, numit Core Web Vitals, pentru a aprecia experiența vizitatorilor pe un site. Ei influențează pozițiile în căutare, dar mai ales influențează câți vizitatori rămân pe site.</p>
      <h2>LCP: cât de repede apare conținutul principal</h2>
      <p>Largest Contentful Paint măsoară în cât timp se afișează cel mai mare element vizibil, de obicei imaginea principală sau titlul. Ținta este sub 2,5 secunde.</p>
      <h2>INP: cât de repede reacționează pagina</h2>
      <p>Interaction to Next Paint măsoară întârzierea dintre un clic și reacția vizibilă a paginii. Scripturile grele, în special cele ale unor module externe, sunt cauza cea mai frecventă a valorilor slabe.</p>
      <h2>CLS: cât de stabilă este pagina</h2>
      <p>Cumulative Layout Shift măsoară cât de mult „sar” elementele în timpul încărcării. Ai apăsat vreodată pe un buton greșit pentru că pagina s-a mutat? Asta măsoară CLS.</p>
      <h2>Ce poți îmbunătăți rapid</h2>
      <ul>
        <li>Comprimă imaginile și folosește formate moderne.</li>
        <li>Setează dimensiunile imaginilor și ale bannerelor.</li>
        <li>Elimină modulele și scripturile pe care nu le mai folosești.</li>
        <li>Folosește o găzduire bună și un sistem de cache.</li>
      </ul>
      <p>Poți verifica gratuit scorurile site-ului tău în PageSpeed Insights. Dacă rezultatele sunt în roșu, <a href="/servicii/audit-seo-tehnic">un audit tehnic</a> îți arată exact ce trebuie reparat.</p>
    `,
  },
];
