import { html } from "./html";
import type { BlogSeed } from "./types";

export const BLOG_PART_1: BlogSeed[] = [
  {
    title: "Cum alegi cuvintele cheie potrivite pentru afacerea ta",
    slug: "cum-alegi-cuvintele-cheie-potrivite",
    excerpt:
      "Nu orice cuvânt cheie cu volum mare aduce clienți. Află cum identifici căutările cu intenție de cumpărare și cum le organizezi pe paginile site-ului.",
    categories: ["SEO"],
    metaTitle: "Cum alegi cuvintele cheie potrivite: ghid SEO",
    metaDescription:
      "Ghid practic de cercetare a cuvintelor cheie pentru IMM-uri: intenția de căutare, volum, dificultate și cum le împarți pe paginile site-ului.",
    daysAgo: 4,
    status: "published",
    content: html`
      <p>Cercetarea cuvintelor cheie este fundația oricărei strategii SEO. Dacă alegi greșit, poți ajunge pe prima pagină pentru căutări care nu aduc niciun client. Dacă alegi bine, chiar și un site mic poate concura cu firme mult mai mari.</p>
      <h2>1. Pornește de la intenția de căutare</h2>
      <p>Aceeași temă poate ascunde intenții foarte diferite. Cineva care caută „ce este un implant dentar” vrea să se informeze, în timp ce cineva care caută „implant dentar preț București” este aproape de decizie. Ambele căutări sunt utile, dar au nevoie de pagini diferite.</p>
      <ul>
        <li><strong>Informațională</strong>: întrebări, ghiduri, explicații, potrivite pentru blog.</li>
        <li><strong>Comercială</strong>: comparații și recenzii, potrivite pentru ghiduri de alegere.</li>
        <li><strong>Tranzacțională</strong>: preț, comandă, programare, potrivite pentru pagini de servicii.</li>
        <li><strong>Locală</strong>: oraș, cartier, „aproape de mine”, potrivite pentru pagini locale.</li>
      </ul>
      <h2>2. Nu te uita doar la volum</h2>
      <p>Un cuvânt cheie cu 10.000 de căutări lunare pare atrăgător, dar este de obicei foarte disputat și prea general. Expresiile mai lungi, cu 50-300 de căutări pe lună, sunt mai ușor de câștigat și aduc vizitatori mult mai hotărâți.</p>
      <h2>3. Analizează ce se află deja pe prima pagină</h2>
      <p>Caută fiecare expresie importantă și uită-te la primele zece rezultate. Dacă vezi doar magazine mari sau portaluri naționale, o pagină nouă va avea nevoie de timp și de autoritate. Dacă vezi forumuri sau articole vechi, ai o oportunitate clară.</p>
      <h2>4. Împarte cuvintele cheie pe pagini</h2>
      <p>Fiecare pagină ar trebui să aibă un subiect principal și câteva variante apropiate. Două pagini care țintesc aceeași căutare ajung să concureze între ele, iar Google nu știe pe care să o afișeze.</p>
      <ol>
        <li>Grupează expresiile care au aceeași intenție.</li>
        <li>Atribuie fiecare grup unei singure pagini.</li>
        <li>Notează grupurile rămase fără pagină: acestea sunt subiectele viitoare.</li>
      </ol>
      <p>Dacă vrei să afli ce căutări aduc deja clienți concurenților tăi, <a href="/contact">cere-ne o analiză SEO gratuită</a>. Îți arătăm primele oportunități în mai puțin de o săptămână.</p>
    `,
  },
  {
    title: "Google Ads pentru clinici medicale: ghid practic",
    slug: "google-ads-pentru-clinici-medicale",
    excerpt:
      "Regulile de publicitate pentru sănătate, structura campaniilor și cum reduci costul unei programări, din experiența noastră cu peste 20 de clinici.",
    categories: ["PPC", "Advertising"],
    metaTitle: "Google Ads pentru clinici medicale: ghid practic",
    metaDescription:
      "Cum faci reclame Google pentru o clinică: restricții pentru sănătate, structura campaniilor și măsurarea programărilor.",
    daysAgo: 11,
    status: "published",
    content: html`
      <p>Clinicile medicale au un avantaj important în Google Ads: oamenii caută activ serviciile lor, adesea cu urgență. Au însă și restricții specifice, iar o campanie construită ca pentru un magazin online poate fi limitată sau chiar respinsă.</p>
      <h2>Ce trebuie să știi despre politicile Google</h2>
      <p>Google restricționează anunțurile pentru anumite tratamente, medicamente pe bază de rețetă și proceduri, iar listele de remarketing nu pot fi folosite pentru categorii sensibile de sănătate. Textele trebuie să fie corecte și să nu promită rezultate garantate.</p>
      <ul>
        <li>Evită formulări de tipul „vindecare garantată” sau „fără durere”.</li>
        <li>Nu construi audiențe pe baza afecțiunilor vizitatorilor.</li>
        <li>Verifică pagina de destinație: trebuie să aibă datele clinicii și informații clare despre medic.</li>
      </ul>
      <h2>Structura recomandată a campaniilor</h2>
      <p>Cele mai bune rezultate le obținem cu campanii separate pentru fiecare specialitate importantă, de exemplu stomatologie, dermatologie sau cardiologie. Așa putem controla bugetul în funcție de valoarea fiecărui pacient și de capacitatea medicilor.</p>
      <h2>Măsoară programările, nu clicurile</h2>
      <p>O clinică nu are nevoie de clicuri, ci de pacienți. Configurăm conversii pentru apeluri, formulare de programare și mesaje pe WhatsApp, iar unde este posibil importăm în Google Ads și programările confirmate.</p>
      <h3>Rezultatele la care te poți aștepta</h3>
      <p>În primele trei luni de optimizare, costul unei programări scade de obicei cu 30-45%. Pentru una dintre clinicile cu care lucrăm, programările online au crescut cu peste 200% într-un an, cu același buget lunar.</p>
      <p>Vrei să vezi cum arată o astfel de campanie pentru clinica ta? <a href="/marketing-medical">Află mai multe despre marketingul medical</a>.</p>
    `,
  },
  {
    title: "Cât costă un site web: prețuri reale pentru firme mici",
    slug: "cat-costa-un-site-web",
    excerpt:
      "De la 800 € pentru un site de prezentare simplu la câteva mii de euro pentru un magazin online. Vezi ce influențează prețul și la ce să fii atent în oferte.",
    categories: ["Web Development", "Business Development"],
    metaTitle: "Cât costă un site web: prețuri pentru firme mici",
    metaDescription:
      "Prețuri reale pentru site-uri de prezentare, magazine online și landing page-uri, plus factorii care influențează costul final.",
    daysAgo: 19,
    status: "published",
    content: html`
      <p>„Cât costă un site?” este probabil cea mai frecventă întrebare pe care o primim. Răspunsul sincer este „depinde”, dar putem explica exact de ce depinde, astfel încât să poți compara corect ofertele primite.</p>
      <h2>Intervale de preț orientative</h2>
      <p>Tabelul de mai jos arată intervalele pe care le vedem cel mai des pe piața din România pentru proiecte realizate de o agenție, nu de un freelancer sau cu un constructor de site-uri.</p>
      <table>
        <tbody>
          <tr><th>Tip de site</th><th>Preț orientativ</th><th>Durată</th></tr>
          <tr><td>Landing page</td><td>400 - 900 €</td><td>1-2 săptămâni</td></tr>
          <tr><td>Site de prezentare simplu</td><td>de la 800 €</td><td>3-5 săptămâni</td></tr>
          <tr><td>Site de prezentare complex</td><td>1500 - 3500 €</td><td>5-8 săptămâni</td></tr>
          <tr><td>Magazin online</td><td>de la 2500 €</td><td>6-10 săptămâni</td></tr>
          <tr><td>Platformă personalizată</td><td>de la 6000 €</td><td>3-6 luni</td></tr>
        </tbody>
      </table>
      <h2>Ce influențează prețul</h2>
      <ul>
        <li><strong>Designul</strong>: un șablon adaptat costă mai puțin decât un design creat de la zero.</li>
        <li><strong>Numărul de pagini și conținutul</strong>: textele și fotografiile profesionale pot dubla bugetul.</li>
        <li><strong>Funcționalitățile</strong>: programări online, plăți, integrări cu ERP sau CRM.</li>
        <li><strong>Optimizarea</strong>: viteza, SEO-ul tehnic și măsurarea conversiilor.</li>
      </ul>
      <h2>Costuri pe care le uită multe oferte</h2>
      <p>Pe lângă realizarea propriu-zisă, un site are costuri anuale: domeniul, găzduirea, licențele pentru module și mentenanța. Cere întotdeauna o estimare pentru primii doi ani, nu doar pentru lansare.</p>
      <h2>Cum compari două oferte</h2>
      <p>Verifică dacă ambele includ aceleași lucruri: numărul de runde de modificări, textele, optimizarea SEO de bază, paginile legale și instruirea pentru administrare. O ofertă mai ieftină devine adesea mai scumpă atunci când aceste elemente se plătesc separat.</p>
      <p>Dacă vrei o ofertă clară, fără costuri ascunse, <a href="/tarife">vezi pachetele noastre pentru site-uri</a> sau scrie-ne câteva detalii despre proiect.</p>
    `,
  },
  {
    title: "Calendarul editorial pentru social media în 5 pași",
    slug: "calendar-editorial-social-media",
    excerpt:
      "Un calendar editorial bun te scapă de întrebarea „ce postăm azi?”. Iată cum îl construim pentru clienții noștri, pas cu pas.",
    categories: ["Social Media Management"],
    metaTitle: "Calendar editorial social media în 5 pași",
    metaDescription:
      "Cum planifici postările pe Facebook, Instagram și TikTok: piloni de conținut, frecvență, formate și un șablon simplu de calendar lunar.",
    daysAgo: 26,
    status: "published",
    content: html`
      <p>Cele mai multe pagini de firmă nu eșuează din lipsă de idei, ci din lipsă de constanță. O săptămână cu cinci postări este urmată de o lună de tăcere. Calendarul editorial rezolvă exact această problemă.</p>
      <h2>Pasul 1: Stabilește pilonii de conținut</h2>
      <p>Pilonii sunt 3-5 teme mari la care revii constant. Pentru o clinică, ei pot fi: sfaturi de prevenție, prezentarea medicilor, povești ale pacienților (cu acordul lor) și noutăți despre servicii.</p>
      <h2>Pasul 2: Alege frecvența realistă</h2>
      <p>Mai bine trei postări bune pe săptămână, publicate constant, decât o postare zilnică improvizată. Algoritmii și urmăritorii răsplătesc regularitatea.</p>
      <h2>Pasul 3: Combină formatele</h2>
      <ul>
        <li>Clipuri scurte pentru a ajunge la oameni noi.</li>
        <li>Carusele pentru informații utile, pe care oamenii le salvează.</li>
        <li>Stories pentru culisele afacerii și interacțiune rapidă.</li>
        <li>Fotografii de calitate cu echipa și spațiul tău.</li>
      </ul>
      <h2>Pasul 4: Planifică lunar, ajustează săptămânal</h2>
      <p>Planul lunar îți dă direcția, dar lasă loc pentru evenimente neprevăzute și tendințe. Noi lăsăm de obicei 20% din calendar liber pentru astfel de oportunități.</p>
      <h2>Pasul 5: Măsoară și repetă ce funcționează</h2>
      <p>La final de lună, uită-te la salvări, distribuiri și mesaje primite, nu doar la aprecieri. Ele arată ce conținut contează cu adevărat pentru publicul tău.</p>
      <p>Nu ai timp să te ocupi singur de toate acestea? <a href="/servicii/administrare-social-media">Vezi cum administrăm paginile clienților noștri</a>.</p>
    `,
  },
  {
    title: "Planul strategic de marketing online: modelul nostru",
    slug: "plan-strategic-marketing-online",
    excerpt:
      "Obiective, public, canale, buget și indicatori: structura planului de marketing pe care îl construim împreună cu fiecare client nou.",
    categories: ["Plan strategic de marketing online"],
    metaTitle: "Plan strategic de marketing online: model practic",
    metaDescription:
      "Structura unui plan de marketing online pentru IMM-uri: obiective măsurabile, public țintă, canale, buget și indicatori de urmărit.",
    daysAgo: 34,
    status: "published",
    content: html`
      <p>Multe afaceri fac marketing online „din toate părțile”: puțin Facebook, puțin Google, un newsletter din când în când. Fără un plan comun, canalele nu se susțin între ele, iar bugetul se împrăștie.</p>
      <h2>1. Obiective măsurabile</h2>
      <p>„Vrem mai mulți clienți” nu este un obiectiv. „Vrem 60 de programări noi pe lună până în septembrie, la un cost de maximum 25 de euro fiecare” este. Un obiectiv bun are o cifră, un termen și un cost acceptabil.</p>
      <h2>2. Publicul țintă</h2>
      <p>Descriem 2-3 profiluri de clienți ideali: ce îi preocupă, unde își caută informațiile și ce îi face să aleagă un furnizor. Din aceste profiluri decurg mesajele și canalele.</p>
      <h2>3. Canalele și rolul fiecăruia</h2>
      <ul>
        <li><strong>Google Ads</strong>: cerere existentă, rezultate rapide.</li>
        <li><strong>SEO și conținut</strong>: trafic stabil pe termen lung.</li>
        <li><strong>Social media</strong>: notorietate, încredere și remarketing.</li>
        <li><strong>E-mail</strong>: vânzări repetate și recomandări.</li>
      </ul>
      <h2>4. Bugetul</h2>
      <p>Împărțim bugetul între canale care aduc rezultate acum și canale care construiesc pentru viitor. Pentru o afacere nouă, raportul este adesea 70/30 în favoarea campaniilor plătite, apoi se echilibrează pe măsură ce crește traficul organic.</p>
      <h2>5. Indicatorii și ritmul de raportare</h2>
      <p>Stabilim de la început ce urmărim săptămânal (costuri, lead-uri) și ce urmărim lunar (vânzări, costul de achiziție, valoarea clientului). Așa deciziile se iau pe date, nu pe impresii.</p>
      <p>Planul este un document viu: îl revizuim trimestrial împreună cu clientul. Dacă vrei unul pentru afacerea ta, <a href="/tarife">vezi pachetele de strategie</a>.</p>
    `,
  },
];
