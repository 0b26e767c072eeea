import { html } from "./html";
import type { BlogSeed } from "./types";

export const BLOG_PART_3: BlogSeed[] = [
  {
    title: "Ghidul de brand: ce trebuie să conțină pentru o firmă mică",
    slug: "ghid-de-brand-firma-mica",
    excerpt:
      "Un ghid de brand nu trebuie să aibă o sută de pagini. Iată elementele minime care păstrează imaginea afacerii tale coerentă pe toate canalele.",
    categories: ["Branding"],
    metaTitle: "Ghid de brand pentru firme mici: ce conține",
    metaDescription:
      "Elementele esențiale ale unui ghid de brand: logo, culori, fonturi, ton al comunicării și exemple de utilizare corectă.",
    daysAgo: 95,
    status: "published",
    content: html`
      <p>Ghidul de brand este documentul care spune oricui lucrează cu imaginea ta cum să o folosească: designerului, tipografiei, noului angajat care postează pe Instagram. Pentru o firmă mică, zece pagini bine gândite sunt suficiente.</p>
      <h2>Elementele obligatorii</h2>
      <ul>
        <li><strong>Logo-ul</strong>: variantele permise, spațiul liber din jur și dimensiunea minimă.</li>
        <li><strong>Culorile</strong>: codurile HEX, RGB și CMYK pentru fiecare culoare.</li>
        <li><strong>Tipografia</strong>: fonturile pentru titluri și text, cu alternative gratuite.</li>
        <li><strong>Tonul comunicării</strong>: cum vorbești cu clienții și ce formulări eviți.</li>
      </ul>
      <h2>Exemple de utilizare greșită</h2>
      <p>Cea mai utilă pagină dintr-un ghid este adesea cea cu greșeli: logo întins, culori schimbate, fundaluri care îl fac ilizibil. Oamenii înțeleg mai repede din exemple decât din reguli.</p>
      <h2>Șabloane gata de folosit</h2>
      <p>Un ghid devine cu adevărat util atunci când vine cu șabloane: postări pentru social media, prezentări, semnătură de e-mail și documente. Așa echipa ta poate crea materiale corecte fără un designer la fiecare pas.</p>
      <p>Toate proiectele noastre de <a href="/servicii/identitate-vizuala-logo">identitate vizuală</a> includ un ghid de brand și șabloanele de bază.</p>
    `,
  },
  {
    title: "SEO local: cum apari în Google Maps în orașul tău",
    slug: "seo-local-google-maps",
    excerpt:
      "Profilul de companie Google poate aduce mai multe apeluri decât site-ul. Iată pașii prin care clinicile și magazinele locale urcă în harta Google.",
    categories: ["SEO", "Plan strategic de marketing online"],
    metaTitle: "SEO local: cum apari în Google Maps",
    metaDescription:
      "Pașii esențiali pentru a urca în Google Maps: profil de companie complet, recenzii, pagini locale și date consecvente.",
    daysAgo: 108,
    status: "published",
    content: html`
      <p>Pentru căutările cu intenție locală, Google afișează înaintea rezultatelor obișnuite o hartă cu trei afaceri. A fi în acest „pachet local” înseamnă adesea mai multe apeluri decât orice altă poziție din pagină.</p>
      <h2>1. Completează integral profilul de companie</h2>
      <p>Categoria principală este cel mai important câmp: alege-o pe cea care descrie cel mai exact activitatea. Adaugă apoi categorii secundare, programul, serviciile, fotografii reale și o descriere clară.</p>
      <h2>2. Păstrează datele identice peste tot</h2>
      <p>Numele, adresa și telefonul trebuie să fie scrise la fel pe site, în profilul Google, pe Facebook și în directoarele online. Diferențele mici, cum ar fi „Str.” față de „Strada”, contează mai puțin decât numerele de telefon vechi sau adresele greșite.</p>
      <h2>3. Construiește un flux constant de recenzii</h2>
      <ul>
        <li>Cere recenzia la momentul potrivit, imediat după un serviciu reușit.</li>
        <li>Trimite un link direct, ca să fie nevoie de un singur clic.</li>
        <li>Răspunde la toate recenziile, inclusiv la cele negative.</li>
      </ul>
      <h2>4. Creează pagini locale pe site</h2>
      <p>Dacă ai mai multe locații, fiecare are nevoie de propria pagină, cu adresă, program, echipă și informații utile despre zonă. Paginile identice, în care se schimbă doar numele orașului, nu mai funcționează.</p>
      <p>SEO local este una dintre cele mai rentabile investiții pentru o afacere cu sediu fizic. <a href="/servicii/seo-local">Vezi serviciul nostru de SEO local</a>.</p>
    `,
  },
  {
    title: "Cum calculezi ROAS-ul și de ce nu este singura cifră importantă",
    slug: "cum-calculezi-roas",
    excerpt:
      "Un ROAS de 15000% sună spectaculos, dar poate ascunde o campanie care pierde bani. Îți arătăm cum citești corect indicatorii campaniilor plătite.",
    categories: ["PPC", "Business Development"],
    metaTitle: "Cum calculezi ROAS-ul corect în campanii",
    metaDescription:
      "Formula ROAS, pragul de rentabilitate și indicatorii care completează imaginea: marja, costul de achiziție și valoarea clientului.",
    daysAgo: 121,
    status: "published",
    content: html`
      <p>ROAS (Return On Ad Spend) arată câți bani încasezi pentru fiecare leu cheltuit pe reclame. Se calculează simplu: venitul generat de campanie împărțit la costul campaniei, înmulțit cu 100 pentru a obține procentul.</p>
      <h2>Un exemplu concret</h2>
      <p>Dacă ai cheltuit 1000 de euro pe Google Ads și campania a adus vânzări de 6000 de euro, ROAS-ul este de 600%. Pare un rezultat bun, dar totul depinde de marja ta de profit.</p>
      <h2>Pragul de rentabilitate</h2>
      <p>Cu o marjă de 25%, o vânzare de 100 de euro îți lasă 25 de euro profit brut. Ca să nu pierzi bani, reclama nu poate costa mai mult de 25 de euro, deci ROAS-ul minim este de 400%. Sub această valoare, campania pierde bani, oricât de mare ar fi cifra de afaceri.</p>
      <h2>De ce un ROAS uriaș poate fi înșelător</h2>
      <ul>
        <li>Campaniile de brand au ROAS foarte mare pentru că aduc clienți care te căutau oricum.</li>
        <li>Un buget prea mic poate avea ROAS excelent, dar poate rata multe vânzări posibile.</li>
        <li>ROAS-ul nu include retururile, costurile de livrare și comisioanele.</li>
      </ul>
      <h2>Indicatorii care completează imaginea</h2>
      <p>Urmărim întotdeauna, alături de ROAS, costul de achiziție al unui client nou, valoarea clientului pe durata relației cu firma (LTV) și profitul total generat de campanii. Un ROAS mai mic, dar pe un volum mult mai mare, aduce de multe ori mai mult profit.</p>
      <p>În proiectele noastre am obținut ROAS de peste 15000% pe campanii de brand, dar obiectivul real rămâne întotdeauna profitul clientului.</p>
    `,
  },
  {
    title: "De la vizitator la client: pâlnia de vânzări pentru IMM-uri",
    slug: "palnia-de-vanzari-pentru-imm-uri",
    excerpt:
      "Majoritatea vizitatorilor nu cumpără la prima vizită. O pâlnie de vânzări simplă îi conduce pas cu pas spre decizie, fără bugete uriașe.",
    categories: ["Business Development", "E-mail Marketing"],
    metaTitle: "Pâlnia de vânzări online pentru IMM-uri",
    metaDescription:
      "Cum construiești o pâlnie de vânzări simplă: atragere, captare de lead-uri, nutrire prin e-mail și conversie.",
    daysAgo: 135,
    status: "published",
    content: html`
      <p>Din 100 de vizitatori ai unui site de servicii, doar 2-3 cer o ofertă la prima vizită. Ceilalți nu sunt pierduți: au nevoie doar de mai mult timp și de mai multă încredere. Pâlnia de vânzări este sistemul care îi ajută să ajungă la decizie.</p>
      <h2>Etapa 1: Atragerea</h2>
      <p>Aduci vizitatori relevanți prin SEO, reclame și social media. Important este ca fiecare canal să trimită oamenii pe o pagină potrivită cu ce au căutat.</p>
      <h2>Etapa 2: Captarea</h2>
      <p>Oferă ceva util în schimbul adresei de e-mail: un ghid, o listă de verificare, o consultație gratuită sau un calculator de preț.</p>
      <h2>Etapa 3: Nutrirea</h2>
      <p>Printr-o serie de e-mailuri automate, explici cum lucrezi, prezinți studii de caz și răspunzi la obiecțiile frecvente.</p>
      <ul>
        <li>Ziua 1: materialul promis și o scurtă prezentare.</li>
        <li>Ziua 3: un studiu de caz relevant.</li>
        <li>Ziua 7: răspunsuri la întrebările frecvente.</li>
        <li>Ziua 10: o invitație la o discuție.</li>
      </ul>
      <h2>Etapa 4: Conversia</h2>
      <p>Când clientul este pregătit, oferta trebuie să fie clară și ușor de acceptat. Prețuri transparente, pachete bine explicate și un formular scurt fac diferența.</p>
      <h2>Etapa 5: Fidelizarea</h2>
      <p>Un client mulțumit este cea mai ieftină sursă de vânzări noi și de recomandări. Păstrează legătura prin newslettere utile și oferte dedicate.</p>
      <p>Vrei să construim împreună pâlnia afacerii tale? <a href="/contact">Programează o discuție gratuită</a>.</p>
    `,
  },
  {
    title: "Tendințe în marketingul digital pentru anul următor",
    slug: "tendinte-marketing-digital",
    excerpt: "Ciornă: notițe despre căutarea cu inteligență artificială, video scurt și măsurarea fără cookies terțe.",
    categories: ["Plan strategic de marketing online", "Advertising"],
    metaTitle: "Tendințe în marketingul digital",
    metaDescription: "Ce se schimbă în marketingul digital: căutare cu AI, video scurt și măsurare fără cookies terțe.",
    daysAgo: 1,
    status: "draft",
    content: html`
      <p>Articol în lucru. Subiecte de acoperit:</p>
      <ul>
        <li>Rezultatele generate cu inteligență artificială în Google.</li>
        <li>Video scurt pe toate platformele.</li>
        <li>Măsurarea conversiilor fără cookies terțe.</li>
      </ul>
    `,
  },
];
