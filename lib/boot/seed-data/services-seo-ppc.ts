import { answer, html } from "./html";
import type { ServiceSeed } from "./types";

export const seoService: ServiceSeed = {
  title: "Optimizare SEO",
  slug: "optimizare-seo",
  heroText: "Apari în primele rezultate Google exact atunci când clienții tăi caută ce oferi.",
  excerpt:
    "Strategii SEO complete, de la auditul tehnic la conținut și autoritate, pentru trafic organic care se transformă în clienți.",
  heading: "Servicii SEO care aduc clienți, nu doar vizite",
  content: html`
    <p>Majoritatea deciziilor de cumpărare încep cu o căutare pe Google. Dacă site-ul tău nu apare pe prima pagină, clienții ajung la concurență, chiar dacă serviciile tale sunt mai bune. Echipa noastră construiește vizibilitate organică stabilă, măsurabilă și care nu depinde de bugetul lunar de reclame.</p>
    <h2>Cum arată o colaborare SEO cu noi</h2>
    <p>Pornim de la un audit complet și de la o cercetare a cuvintelor cheie pe care clienții tăi le folosesc cu adevărat. Pe baza lor stabilim priorități clare și un plan lunar de acțiuni, pe care îl raportăm transparent.</p>
    <ul>
      <li><strong>Audit tehnic</strong>: viteză, indexare, structură, date structurate și erori de crawl.</li>
      <li><strong>Optimizare on-page</strong>: titluri, meta descrieri, structura conținutului și legături interne.</li>
      <li><strong>Conținut</strong>: pagini de servicii și articole care răspund intenției de căutare.</li>
      <li><strong>Autoritate</strong>: link building curat, din publicații relevante pentru domeniul tău.</li>
    </ul>
    <h3>Ce măsurăm</h3>
    <p>Nu raportăm doar poziții. Urmărim apelurile, formularele trimise și vânzările generate de traficul organic, astfel încât să știi exact cât aduce fiecare leu investit în SEO.</p>
    <p>Lucrăm cu peste 150 de clienți, de la magazine online la clinici medicale, iar cele mai multe colaborări depășesc doi ani. <a href="/contact">Cere o analiză SEO gratuită</a> și află unde pierzi clienți.</p>
  `,
  metaTitle: "Servicii SEO pentru IMM-uri și clinici medicale",
  metaDescription:
    "Optimizare SEO completă: audit tehnic, conținut și link building. Mai mult trafic organic și mai mulți clienți, cu raportare lunară transparentă.",
  faqs: [
    {
      question: "Cât durează până văd rezultate SEO?",
      answer: answer(
        "Primele îmbunătățiri apar, de regulă, în 2-3 luni. Rezultatele consistente vin între 6 și 12 luni, în funcție de concurența din domeniu și de starea inițială a site-ului.",
      ),
    },
    {
      question: "Garantați locul 1 în Google?",
      answer: answer(
        "Nu, și nicio agenție serioasă nu o poate face, pentru că algoritmul Google nu este controlat de noi. Garantăm în schimb o strategie clară, muncă vizibilă în fiecare lună și rapoarte pe care le poți verifica.",
      ),
    },
    {
      question: "Care este diferența dintre SEO și Google Ads?",
      answer: answer(
        "Google Ads aduce vizitatori imediat, cât timp plătești clicurile. SEO construiește poziții organice care aduc trafic și după ce investiția inițială s-a încheiat. Cele mai bune rezultate apar atunci când cele două canale lucrează împreună.",
      ),
    },
    {
      question: "Ce conține raportul lunar?",
      answer: answer(
        "Evoluția traficului organic, a pozițiilor pentru cuvintele cheie urmărite și a conversiilor, lista acțiunilor făcute în luna respectivă și planul pentru luna următoare.",
      ),
    },
  ],
  children: [
    {
      title: "Audit SEO tehnic",
      slug: "audit-seo-tehnic",
      heroText: "Află exact ce împiedică site-ul tău să urce în Google.",
      excerpt:
        "O analiză detaliată a site-ului, cu lista problemelor tehnice ordonată după impact și un plan concret de remediere.",
      heading: "Audit SEO tehnic, cu priorități clare",
      content: html`
        <p>Un site poate avea conținut excelent și totuși să nu fie găsit, din cauza unor probleme tehnice invizibile pentru vizitatori: pagini neindexate, redirecționări în lanț, viteză slabă pe mobil sau conținut duplicat.</p>
        <h2>Ce verificăm</h2>
        <ul>
          <li>Indexarea paginilor și fișierele robots.txt și sitemap.xml.</li>
          <li>Viteza de încărcare și indicatorii Core Web Vitals.</li>
          <li>Structura URL-urilor, legăturile interne și paginile orfane.</li>
          <li>Datele structurate, etichetele canonice și conținutul duplicat.</li>
        </ul>
        <h3>Ce primești</h3>
        <p>Un raport clar, fără jargon inutil, în care fiecare problemă are explicația, impactul estimat și soluția recomandată. Îl discutăm împreună într-o întâlnire online, iar echipa ta sau programatorii noștri pot începe imediat implementarea.</p>
      `,
      metaTitle: "Audit SEO tehnic complet pentru site-ul tău",
      metaDescription:
        "Descoperă problemele tehnice care îți blochează pozițiile în Google: indexare, viteză, structură. Raport clar, cu priorități și soluții.",
      faqs: [
        {
          question: "Cât durează un audit SEO?",
          answer: answer("Între 5 și 10 zile lucrătoare, în funcție de numărul de pagini și de complexitatea site-ului."),
        },
        {
          question: "Implementați și recomandările?",
          answer: answer(
            "Da. Putem implementa noi modificările sau putem lucra alături de programatorul tău, cu instrucțiuni pas cu pas.",
          ),
        },
        {
          question: "Am nevoie de acces la site?",
          answer: answer(
            "Pentru o analiză completă avem nevoie de acces de citire în Google Search Console și Google Analytics. Accesul la administrarea site-ului este opțional.",
          ),
        },
      ],
    },
    {
      title: "SEO local",
      slug: "seo-local",
      heroText: "Fii prima alegere pentru clienții din orașul tău.",
      excerpt:
        "Optimizarea profilului de companie Google și a site-ului pentru căutări locale, ca să apari în Google Maps și în rezultatele din zona ta.",
      heading: "SEO local pentru afaceri cu sediu fizic",
      content: html`
        <p>Pentru o clinică, un cabinet sau un restaurant, cele mai valoroase căutări sunt cele de tipul „dentist Cluj” sau „restaurant aproape de mine”. SEO local te ajută să apari în harta Google și în primele rezultate pentru zona în care lucrezi.</p>
        <h2>Ce include serviciul</h2>
        <ul>
          <li>Optimizarea completă a profilului de companie Google.</li>
          <li>Pagini locale pentru fiecare oraș sau locație.</li>
          <li>Înscrierea consecventă în directoare și platforme relevante.</li>
          <li>O strategie de recenzii, cu răspunsuri profesioniste.</li>
        </ul>
        <h3>Pentru cine este potrivit</h3>
        <p>Clinici medicale, cabinete stomatologice, service-uri auto, saloane, restaurante și orice afacere care primește clienți la sediu sau lucrează într-o zonă geografică clară.</p>
      `,
      metaTitle: "SEO local: apari în Google Maps în orașul tău",
      metaDescription:
        "Optimizare pentru căutări locale și Google Maps: profil de companie, pagini locale și recenzii. Mai multe apeluri de la clienții din zona ta.",
      faqs: [
        {
          question: "Pot apărea în mai multe orașe?",
          answer: answer(
            "Da, dacă ai locații sau livrezi servicii acolo. Creăm pagini dedicate pentru fiecare oraș, cu informații reale și utile.",
          ),
        },
        {
          question: "Cât de importante sunt recenziile?",
          answer: answer(
            "Foarte importante: influențează atât poziția în hartă, cât și decizia clienților. Te ajutăm să ceri recenzii constant și să răspunzi corect la ele.",
          ),
        },
        {
          question: "Ce fac dacă profilul meu Google a fost suspendat?",
          answer: answer(
            "Analizăm cauza, corectăm datele care nu respectă regulile Google și trimitem cererea de reactivare cu documentele necesare.",
          ),
        },
      ],
    },
    {
      title: "SEO pentru magazine online",
      slug: "seo-magazine-online",
      heroText: "Mai multe vânzări organice pentru fiecare categorie și produs.",
      excerpt:
        "Optimizarea categoriilor, a fișelor de produs și a structurii tehnice a magazinului, pentru trafic care cumpără.",
      heading: "SEO pentru e-commerce, gândit pentru vânzări",
      content: html`
        <p>Un magazin online are sute sau mii de pagini, iar fiecare dintre ele poate aduce vânzări din căutări organice. Diferența o face structura: categorii clare, filtre care nu creează conținut duplicat și fișe de produs care răspund întrebărilor cumpărătorului.</p>
        <h2>Pe ce ne concentrăm</h2>
        <ul>
          <li>Arhitectura categoriilor, construită în jurul cuvintelor cheie cu intenție de cumpărare.</li>
          <li>Descrieri unice pentru produsele și categoriile importante.</li>
          <li>Gestionarea filtrelor, a paginării și a produselor epuizate.</li>
          <li>Date structurate pentru preț, stoc și recenzii.</li>
        </ul>
        <p>Lucrăm cu platforme precum WooCommerce, Shopify, PrestaShop sau soluții dezvoltate la comandă și măsurăm rezultatul în vânzări, nu doar în vizite.</p>
      `,
      metaTitle: "SEO pentru magazine online: mai multe vânzări",
      metaDescription:
        "Optimizare SEO pentru e-commerce: categorii, fișe de produs, filtre și date structurate. Trafic organic care se transformă în comenzi.",
      faqs: [
        {
          question: "Funcționează SEO pentru un magazin nou?",
          answer: answer(
            "Da, iar momentul ideal este chiar înainte de lansare, când structura poate fi construită corect de la început.",
          ),
        },
        {
          question: "Scrieți și descrierile de produs?",
          answer: answer(
            "Da. Echipa de conținut scrie descrieri unice pentru produsele cu potențial mare, pe baza cercetării de cuvinte cheie.",
          ),
        },
        {
          question: "Ce se întâmplă cu produsele care nu mai sunt pe stoc?",
          answer: answer(
            "Depinde de situație: le păstrăm cu alternative recomandate, le redirecționăm către produse similare sau le eliminăm corect din index.",
          ),
        },
      ],
    },
    {
      title: "Link building",
      slug: "link-building",
      heroText: "Autoritate reală, din publicații relevante pentru domeniul tău.",
      excerpt:
        "Campanii de link building sigure, cu articole publicate pe site-uri de calitate și relevante pentru industria ta.",
      heading: "Link building curat, fără riscuri",
      content: html`
        <p>Legăturile venite de pe alte site-uri rămân unul dintre cei mai importanți factori de clasare. Contează însă calitatea, nu cantitatea: zece articole pe publicații relevante valorează mai mult decât sute de linkuri din directoare obscure.</p>
        <h2>Cum selectăm publicațiile</h2>
        <ul>
          <li>Trafic organic real și audiență din România.</li>
          <li>Relevanță tematică pentru domeniul clientului.</li>
          <li>Istoric curat, fără rețele de site-uri create doar pentru vânzarea de linkuri.</li>
        </ul>
        <p>Scriem noi articolele, cu informații utile pentru cititori, și îți trimitem lunar lista completă a publicărilor.</p>
      `,
      metaTitle: "Link building sigur și relevant | Servicii SEO",
      metaDescription:
        "Campanii de link building pe publicații relevante din România. Articole scrise de echipa noastră și raportare completă a fiecărui link.",
      faqs: [
        {
          question: "Este riscant link building-ul?",
          answer: answer(
            "Devine riscant doar când se folosesc rețele artificiale sau texte ancoră forțate. Noi lucrăm doar cu publicații reale și linkuri naturale.",
          ),
        },
        {
          question: "Câte linkuri îmi trebuie?",
          answer: answer(
            "Depinde de concurență. După analiza profilului de linkuri al primilor cinci concurenți îți propunem un ritm lunar realist.",
          ),
        },
        {
          question: "Pot alege eu publicațiile?",
          answer: answer("Da, îți trimitem lista propusă înainte de publicare și poți aproba sau elimina oricare dintre ele."),
        },
      ],
    },
  ],
};

export const ppcService: ServiceSeed = {
  title: "Publicitate PPC și Google Ads",
  slug: "publicitate-ppc-google-ads",
  heroText: "Clienți noi din prima săptămână, cu un buget pe care îl controlezi complet.",
  excerpt:
    "Campanii Google Ads construite pentru profit: Search, Shopping, Performance Max și remarketing, optimizate săptămânal.",
  heading: "Campanii Google Ads care se plătesc singure",
  content: html`
    <p>Publicitatea plătită este cea mai rapidă cale de a ajunge în fața oamenilor care caută deja serviciile sau produsele tale. Cu o structură corectă și optimizare constantă, fiecare leu cheltuit poate fi urmărit până la vânzare.</p>
    <h2>Cum construim o campanie profitabilă</h2>
    <ul>
      <li><strong>Măsurare corectă</strong>: configurăm conversiile în Google Analytics 4 și Google Ads înainte de primul clic.</li>
      <li><strong>Structură</strong>: campanii separate pe intenție de căutare, cu anunțuri scrise pentru fiecare grup.</li>
      <li><strong>Optimizare</strong>: ajustăm săptămânal licitațiile, cuvintele cheie negative și anunțurile.</li>
      <li><strong>Raportare</strong>: cost per client, valoarea vânzărilor și ROAS, într-un tablou de bord actualizat zilnic.</li>
    </ul>
    <h3>Rezultate din proiectele noastre</h3>
    <p>Pentru unii clienți din e-commerce am obținut un ROAS de peste 15000%, iar pentru clinicile medicale cu care lucrăm costul unei programări a scăzut, în medie, cu peste 40% în primele trei luni.</p>
    <p>Campaniile pot porni de la un buget lunar de 1000 de euro, iar noi îți spunem sincer dacă piața ta are nevoie de mai mult sau de mai puțin. <a href="/tarife">Vezi pachetele PPC</a>.</p>
  `,
  metaTitle: "Agenție Google Ads și PPC pentru afaceri mici",
  metaDescription:
    "Campanii Google Ads optimizate pentru profit: Search, Shopping, Performance Max și remarketing. ROAS de peste 15000% pentru clienți e-commerce.",
  faqs: [
    {
      question: "Ce buget minim recomandați pentru Google Ads?",
      answer: answer(
        "Pentru majoritatea afacerilor locale recomandăm minimum 1000 de euro pe lună, plătiți direct către Google. Pentru nișe mai mici se poate porni și cu mai puțin.",
      ),
    },
    {
      question: "Contul de Google Ads rămâne al meu?",
      answer: answer(
        "Da. Contul este creat pe numele companiei tale, iar plățile către Google se fac direct de pe cardul tău. Noi primim doar acces de administrare.",
      ),
    },
    {
      question: "În cât timp apar primele rezultate?",
      answer: answer(
        "Primele clicuri și conversii apar din primele zile. Perioada de optimizare, în care campania învață și costurile scad, durează de obicei 4-8 săptămâni.",
      ),
    },
    {
      question: "Faceți și reclame pentru servicii medicale?",
      answer: answer(
        "Da, avem peste 20 de clienți din domeniul medical și cunoaștem restricțiile de publicitate pentru sănătate, atât ale Google, cât și cele legale.",
      ),
    },
  ],
  children: [
    {
      title: "Campanii Google Search",
      slug: "campanii-google-search",
      heroText: "Apari primul exact când cineva caută serviciul tău.",
      excerpt:
        "Campanii pe rețeaua de căutare, construite pe cuvinte cheie cu intenție clară și anunțuri care convertesc.",
      heading: "Google Search Ads pentru clienți gata să cumpere",
      content: html`
        <p>Campaniile de căutare afișează anunțul tău atunci când cineva caută activ ce oferi. Sunt ideale pentru servicii cu cerere existentă: programări medicale, servicii la domiciliu, servicii B2B.</p>
        <h2>Ce facem diferit</h2>
        <ul>
          <li>Cercetare de cuvinte cheie orientată spre intenția de cumpărare, nu spre volum.</li>
          <li>Liste extinse de cuvinte cheie negative, ca să nu plătești clicuri inutile.</li>
          <li>Anunțuri testate constant și extensii complete: apel, locație, link-uri către pagini.</li>
          <li>Pagini de destinație verificate sau create special pentru campanie.</li>
        </ul>
        <p>Urmărim costul pe client obținut și ajustăm săptămânal campania în funcție de ce aduce rezultate reale.</p>
      `,
      metaTitle: "Campanii Google Search Ads administrate",
      metaDescription:
        "Anunțuri Google în rezultatele de căutare pentru clienți gata să cumpere. Cuvinte cheie cu intenție clară și optimizare săptămânală.",
      faqs: [
        {
          question: "Plătesc pentru fiecare afișare?",
          answer: answer("Nu. În campaniile de căutare plătești doar atunci când cineva dă clic pe anunț."),
        },
        {
          question: "Pot afișa anunțurile doar în orașul meu?",
          answer: answer("Da, putem limita afișarea la un oraș, la o rază în jurul sediului sau la mai multe zone."),
        },
        {
          question: "Cât costă un clic?",
          answer: answer(
            "Depinde de concurență: de la câțiva bani în nișe mici până la câțiva euro în domenii precum cel juridic sau medical.",
          ),
        },
      ],
    },
    {
      title: "Google Shopping și Performance Max",
      slug: "google-shopping-performance-max",
      heroText: "Produsele tale, cu poză și preț, în fața cumpărătorilor.",
      excerpt:
        "Campanii Shopping și Performance Max pentru magazine online, cu feed de produse optimizat și bugete alocate pe profitabilitate.",
      heading: "Campanii Shopping pentru magazine online",
      content: html`
        <p>Pentru magazinele online, campaniile Shopping și Performance Max aduc de obicei cea mai mare parte a vânzărilor din Google. Calitatea feed-ului de produse și împărțirea corectă a bugetului fac diferența dintre o campanie profitabilă și una care doar consumă bani.</p>
        <h2>Ce include serviciul</h2>
        <ul>
          <li>Configurarea și optimizarea contului Google Merchant Center.</li>
          <li>Feed de produse cu titluri și atribute optimizate.</li>
          <li>Grupare pe marje și pe performanță, cu ținte de ROAS diferite.</li>
          <li>Excluderea produselor neprofitabile sau fără stoc.</li>
        </ul>
        <p>Pentru un magazin de cosmetice am obținut un ROAS de peste 15000% într-o campanie de brand și de peste 900% pe întregul cont.</p>
      `,
      metaTitle: "Google Shopping și Performance Max | PPC",
      metaDescription:
        "Campanii Shopping și Performance Max pentru magazine online: feed optimizat, bugete pe profitabilitate și raportare pe ROAS.",
      faqs: [
        {
          question: "Ce platformă de magazin trebuie să am?",
          answer: answer(
            "Oricare care poate genera un feed de produse: WooCommerce, Shopify, PrestaShop, Gomag, MerchantPro sau o soluție proprie.",
          ),
        },
        {
          question: "Ce este Performance Max?",
          answer: answer(
            "Un tip de campanie Google care afișează anunțurile în Căutare, Shopping, YouTube, Gmail și rețeaua de display, optimizat automat pentru conversii.",
          ),
        },
        {
          question: "Ce ROAS este bun?",
          answer: answer(
            "Depinde de marja ta. Calculăm împreună pragul de rentabilitate și setăm ținte realiste pentru fiecare grup de produse.",
          ),
        },
      ],
    },
    {
      title: "Campanii de remarketing",
      slug: "campanii-remarketing",
      heroText: "Adu înapoi vizitatorii care nu au cumpărat de prima dată.",
      excerpt:
        "Reclame afișate oamenilor care ți-au vizitat deja site-ul, pe Google, YouTube și rețelele sociale.",
      heading: "Remarketing care transformă vizitatorii în clienți",
      content: html`
        <p>Doar 2-3% dintre vizitatori cumpără sau cer o ofertă la prima vizită. Remarketingul le amintește celorlalți de tine, cu mesaje adaptate paginilor pe care le-au văzut.</p>
        <h2>Tipuri de audiențe</h2>
        <ul>
          <li>Vizitatori ai paginilor de servicii sau de produs.</li>
          <li>Coșuri abandonate și formulare începute, dar netrimise.</li>
          <li>Clienți existenți, pentru vânzări repetate.</li>
        </ul>
        <p>Configurăm totul cu respectarea consimțământului pentru cookies, conform GDPR, și limităm frecvența afișărilor ca să nu devii insistent.</p>
      `,
      metaTitle: "Campanii de remarketing Google și Meta",
      metaDescription:
        "Recuperează vizitatorii care nu au cumpărat: remarketing pe Google, YouTube, Facebook și Instagram, cu mesaje adaptate fiecărei audiențe.",
      faqs: [
        {
          question: "Este legal remarketingul?",
          answer: answer(
            "Da, atât timp cât vizitatorii își dau acordul pentru cookies de marketing. Configurăm corect bannerul de consimțământ.",
          ),
        },
        {
          question: "De câți vizitatori am nevoie?",
          answer: answer("Pentru rezultate bune recomandăm cel puțin 1000 de vizitatori pe lună pe site."),
        },
        {
          question: "Cât timp văd oamenii reclamele?",
          answer: answer("Setăm durata în funcție de ciclul de vânzare, de obicei între 7 și 90 de zile."),
        },
      ],
    },
  ],
};
